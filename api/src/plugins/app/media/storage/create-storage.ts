import type { MediaConfig } from '../../../../config';
import { LocalStorage } from './local-storage';
import type { MediaStorage } from './media-storage';
import { S3Storage } from './s3-storage';

/** MEDIA_STORAGE picks the adapter: a local folder (default) or an S3-compatible bucket. */
export function createStorage(config: MediaConfig['storage'], localDir: string): MediaStorage {
  return config.kind === 's3' ? new S3Storage(config) : new LocalStorage(localDir);
}
