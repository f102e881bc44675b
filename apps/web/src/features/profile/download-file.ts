import { downloadText } from '@/lib/download';

/** `my-data-2025-06-01.json`: the data as JSON, named by the day it was exported. */
export function downloadDataExport(data: { exportedAt: string }, prefix = 'my-data') {
  downloadText(
    `${prefix}-${data.exportedAt.slice(0, 10)}.json`,
    `${JSON.stringify(data, null, 2)}\n`,
    'application/json',
  );
}
