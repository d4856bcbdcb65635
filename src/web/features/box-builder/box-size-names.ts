import type { BoxSize } from '@/domain/boxes';

/** Each box size's name as a message ("Small box", "Kleine box"). */
export const BOX_SIZE_MESSAGES: Record<BoxSize, string> = {
  small: 'box-builder.size.small',
  medium: 'box-builder.size.medium',
  large: 'box-builder.size.large',
};
