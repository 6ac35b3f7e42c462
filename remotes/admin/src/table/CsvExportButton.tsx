import { Button } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { isApiFailure } from 'shared/http';
import { notifyErrorFx, notifySuccessFx } from 'shared/ui/notify';
import { type CsvRequest, downloadCsvFx, saveCsvFx } from './csv';
import { tableTexts } from './i18n';

type Props = CsvRequest;

/**
 * Downloads every row the list's filters match as CSV (through the admin bearer), and says
 * when it failed and what to do.
 */
export function CsvExportButton({ path, query, fileName }: Props) {
  const t = tableTexts.useT();
  const [download, save, notifySuccess, notifyError] = useUnit([
    downloadCsvFx,
    saveCsvFx,
    notifySuccessFx,
    notifyErrorFx,
  ]);
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      await save(await download({ path, query, fileName }));
      notifySuccess(t('csv.done'));
    } catch (failure) {
      notifyError(isApiFailure(failure) ? failure.message : t('csv.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button disabledFocusable={busy} onClick={exportCsv}>
      {busy ? t('csv.busy') : t('csv.button')}
    </Button>
  );
}
