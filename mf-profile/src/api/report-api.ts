/**
 * A paid post's report and its receipts (ours: `links/:link_id/report/`, `receipts/…`): the
 * report and a receipt are queries; a receipt's PDF is downloaded with the session's bearer token
 * (the API will not serve it to a bare link) and saved through an object URL.
 */
import { useMutation, useQuery } from '@engage/shared/queries';
import { callApi, downloadApi } from '@engage/shared/api/client';
import { queryKeys } from '@engage/shared/api/query-keys';

export type ReceiptKind = 'payment' | 'return';

/** The report of the user's own post. */
export function usePostReport(linkId: number) {
  return useQuery({
    queryKey: queryKeys.posting.report(linkId),
    queryFn: ({ signal, client }) => callApi('postReport', client, { params: { link_id: linkId }, signal }),
  });
}

/** One receipt as JSON, for the printable view; asked only once it is opened. */
export function useReceipt(kind: ReceiptKind, id: number) {
  return useQuery({
    queryKey: queryKeys.posting.receipt(kind, id),
    queryFn: ({ signal, client }) =>
      kind === 'payment'
        ? callApi('paymentReceipt', client, { params: { id }, signal })
        : callApi('returnReceipt', client, { params: { link_id: id }, signal }),
  });
}

/** What the browser saves a receipt as; the API names it the same. */
export const receiptFileName = (kind: ReceiptKind, id: number) => `engage-receipt-${kind}-${id}.pdf`;

/** Hands a file to the browser as a download. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the URL is kept a moment for browsers that read it late.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads a receipt's PDF and saves it; `isPending` while it comes. */
export function useDownloadReceipt() {
  return useMutation({
    mutationFn: async ({ kind, id }: { kind: ReceiptKind; id: number }, { client }) => {
      const pdf =
        kind === 'payment'
          ? await downloadApi('paymentReceipt', client, { params: { id }, query: { format: 'pdf' } })
          : await downloadApi('returnReceipt', client, { params: { link_id: id }, query: { format: 'pdf' } });
      saveFile(pdf, receiptFileName(kind, id));
    },
  });
}
