import { CsvExportButton } from '../table/CsvExportButton';
import { useListParams } from '../table/useListParams';
import { USERS_LIST_SPEC } from './UsersScreen';

/** Every user the list's search and filters match, as CSV. */
export function UsersCsvButton() {
  const { query } = useListParams(USERS_LIST_SPEC);
  return <CsvExportButton path="admin/users/export.csv" query={query} fileName="users.csv" />;
}
