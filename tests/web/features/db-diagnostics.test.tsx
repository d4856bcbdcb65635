import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { diagnosticsKeys } from '@/web/features/diagnostics/api/diagnostics-keys';
import { server } from '../../support/msw-server';
import { renderApp } from '../render-app';

describe('/db-diagnostics', () => {
  it('shows the database status from /api/health', async () => {
    renderApp('/db-diagnostics');
    expect(await screen.findByText('Reachable')).toBeInTheDocument();
    expect(screen.getByText('PGlite (embedded)')).toBeInTheDocument();
    expect(screen.getByText('3 ms')).toBeInTheDocument();
    expect(screen.getByText('0001_foundation')).toBeInTheDocument();
  });

  it('shows a loading state, then an error state that can be retried', async () => {
    let healthy = false;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('*/api/health', async () => {
        await answered;
        return healthy
          ? HttpResponse.json({
              status: 'ok',
              db: { driver: 'postgres', latencyMs: 12, migration: null },
            })
          : HttpResponse.json(
              { code: 'DB_UNREACHABLE', message: 'Database unreachable' },
              { status: 503 },
            );
      }),
    );
    const { queryClient } = renderApp('/db-diagnostics');
    queryClient.setQueryDefaults(diagnosticsKeys.health(), { retry: false });
    expect(
      await screen.findByRole('status', { name: 'Loading database status' }),
    ).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '503: {"code":"DB_UNREACHABLE","message":"Database unreachable"}',
    );

    healthy = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('PostgreSQL')).toBeInTheDocument();
    expect(screen.getByText('None applied')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/troubleshoot', () => {
  it('shows the app version and that the server is reachable', async () => {
    renderApp('/troubleshoot');
    expect(await screen.findByText(/^Reachable/)).toBeInTheDocument();
    expect(screen.getByText(/^\d+\.\d+\.\d+/)).toBeInTheDocument();
  });

  it('says when the server cannot be reached', async () => {
    server.use(http.get('*/api/health', () => HttpResponse.error()));
    renderApp('/troubleshoot');
    expect(await screen.findByText(/cannot be reached right now/i)).toBeInTheDocument();
  });
});
