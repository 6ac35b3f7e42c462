import { createEffect } from 'effector';
import { adminApi, toFailure } from 'shared/http';
import { querySearch } from './fetchPage';
import { tableTexts } from './i18n';

export type CsvFile = { blob: Blob; fileName: string };

export type CsvRequest = {
  /** Under /api/, e.g. `admin/users/export.csv`. */
  path: string;
  query: Record<string, string | number | undefined>;
  /** Used when the server names no file. */
  fileName: string;
};

/** The query as URL parameters; empty values and paging (the export has every row) left out. */
export const csvSearch = (query: CsvRequest['query']): string =>
  querySearch({ ...query, page: undefined, limit: undefined });

/** GET `<path>?<query>` with the admin bearer: the whole streamed file. */
export const downloadCsvFx = createEffect(
  async ({ path, query, fileName }: CsvRequest): Promise<CsvFile> => {
    const search = csvSearch(query);
    try {
      const response = await adminApi.get(search ? `${path}?${search}` : path).res();
      const disposition = response.headers.get('content-disposition') ?? '';
      const named = /filename="([^"]+)"/.exec(disposition)?.[1];
      return { blob: await response.blob(), fileName: named ?? fileName };
    } catch (error) {
      throw toFailure(error, tableTexts.t('csv.failed'));
    }
  },
);

/** Hands the file to the browser's download (an object URL on a temporary link). */
export const saveCsvFx = createEffect(({ blob, fileName }: CsvFile) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
});
