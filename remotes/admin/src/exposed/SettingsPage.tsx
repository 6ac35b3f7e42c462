import { useDocumentTitle } from 'shared/ssr';
export default function SettingsPage() {
  useDocumentTitle('Admin: Settings');
  return <h1>Settings</h1>;
}
