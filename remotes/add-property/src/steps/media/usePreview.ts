import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { $files } from './model';

/** An object URL of the picked photo while the server has none to show (revoked when done). */
export function usePreview(key: string, wanted: boolean): string | null {
  const file = useUnit($files)[key];
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted || !file || typeof URL.createObjectURL !== 'function') return;
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [file, wanted]);
  return url;
}
