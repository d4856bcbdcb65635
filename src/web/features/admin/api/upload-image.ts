import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '@/domain/product-input';
import { uploadAnswerSchema } from '@/domain/admin-answers';
import { ApiError } from '@/web/lib/api-client';
import { getAccessToken } from '@/web/lib/auth-client';

/** Why a file cannot be uploaded, checked before sending it; null when it may go. */
export function uploadProblem(file: File): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name} is not a JPEG, PNG or WebP image.`;
  }
  if (file.size > MAX_UPLOAD_BYTES) return `${file.name} is larger than 5 MB.`;
  return null;
}

/**
 * POST /api/admin/uploads (multipart, field `file`) → {url}. Its own fetch rather than the API
 * client: the browser must set the multipart Content-Type with its boundary, and the client
 * always sends JSON.
 */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const token = await getAccessToken();
  const response = await fetch('/api/admin/uploads', {
    method: 'POST',
    body,
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    throw new ApiError(response.status, (await response.text()) || response.statusText);
  }
  return uploadAnswerSchema.parse(await response.json()).url;
}
