/**
 * "Download my data" (docs/privacy.md): the newest export's status (asked again every few seconds
 * while it is being prepared), asking for one, and downloading its two files. The files open
 * with a token and the session: the asking browser keeps the token the request answered in
 * sessionStorage (gone with the tab), the emailed link brings its own in `?export=`.
 */
import { useMutation, useQuery, useQueryClient } from '@engage/shared/queries';
import { callApi, downloadApi } from '@engage/shared/api/client';
import { queryKeys } from '@engage/shared/api/query-keys';
import type { DataExportFile, DataExportStatus } from '@engage/shared/contract/privacy';
import { saveFile } from './report-api';

/** How often the status is asked while the export is being prepared. */
const PREPARING_POLL_MS = 4000;

const TOKEN_KEY = 'eg-data-export';

interface KeptToken {
  requested_at: string;
  token: string;
}

/** The token this tab was given for the export asked for at `requestedAt`, if any. */
export function keptToken(requestedAt: string | null): string | null {
  if (!requestedAt) return null;
  try {
    const kept = JSON.parse(sessionStorage.getItem(TOKEN_KEY) ?? 'null') as KeptToken | null;
    return kept?.requested_at === requestedAt ? kept.token : null;
  } catch {
    return null;
  }
}

function keepToken(status: DataExportStatus): void {
  if (!status.token || !status.requested_at) return;
  try {
    sessionStorage.setItem(TOKEN_KEY, JSON.stringify({ requested_at: status.requested_at, token: status.token }));
  } catch {
    // Storage refused (a private window's quota): the token lives for this page only.
  }
}

export function useDataExport() {
  return useQuery({
    queryKey: queryKeys.dataExport,
    queryFn: ({ signal, client }) => callApi('dataExport', client, { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? PREPARING_POLL_MS : false),
  });
}

/** Asks for an export (or the one under way) and keeps the token its answer carries. */
export function useRequestDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (_: void, { client: cache }) => callApi('dataExportRequest', cache),
    // The answer holds a token: only sessionStorage keeps it, never the query cache.
    gcTime: 0,
    onSuccess: (status) => {
      keepToken(status);
      client.setQueryData(queryKeys.dataExport, { ...status, token: null });
    },
  });
}

export const exportFileName = (file: DataExportFile, requestedAt: string) =>
  file === 'json' ? `engage-data-${requestedAt.slice(0, 10)}.json` : `engage-statement-${requestedAt.slice(0, 10)}.csv`;

/** Downloads one file of the ready export with `token` and saves it. */
export function useDownloadDataExport() {
  return useMutation({
    mutationFn: async (
      { token, file, requestedAt }: { token: string; file: DataExportFile; requestedAt: string },
      { client },
    ) =>
      saveFile(
        await downloadApi('dataExportFile', client, { params: { token, file } }),
        exportFileName(file, requestedAt),
      ),
  });
}
