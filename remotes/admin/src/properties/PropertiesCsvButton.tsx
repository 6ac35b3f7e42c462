import { CsvExportButton } from '../table/CsvExportButton';
import { useListParams } from '../table/useListParams';
import { PROPERTIES_LIST_SPEC, withQueue } from './listSpec';

/** Every listing the tab's search and filters match, as CSV. */
export function PropertiesCsvButton() {
  const { query } = useListParams(PROPERTIES_LIST_SPEC);
  return (
    <CsvExportButton
      path="admin/properties/export.csv"
      query={withQueue(query)}
      fileName="listings.csv"
    />
  );
}
