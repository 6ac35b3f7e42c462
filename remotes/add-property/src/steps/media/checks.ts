import { isHeic, kindOf, MEDIA_RULES, type MediaKind } from './limits';

/** Why a file was refused before upload; the view says it in words (media.refused.<code>). */
export type RefusalCode =
  | 'heic'
  | 'type'
  | 'size'
  | 'count'
  | 'length'
  | 'unreadable'
  | 'duplicate';
export type Refusal = { key: string; fileName: string; code: RefusalCode; kind: MediaKind | null };

export type PickedFile = { key: string; file: File; kind: MediaKind };

/** A file's identity for "already added": the same photo picked twice is one photo. */
export const fileIdentity = (file: File) => `${file.name}|${file.size}|${file.lastModified}`;

type Counts = Record<MediaKind, number>;

/**
 * Sorts picked files into those that may be uploaded and those refused (with why), in the order
 * picked: the count limit takes the first ones, the way the owner chose them.
 */
export function sortPicked(
  files: File[],
  existing: { counts: Counts; identities: string[] },
  newKey: () => string,
): { accepted: PickedFile[]; refused: Refusal[] } {
  const counts = { ...existing.counts };
  const identities = new Set(existing.identities);
  const accepted: PickedFile[] = [];
  const refused: Refusal[] = [];
  for (const file of files) {
    const key = newKey();
    const kind = kindOf(file.type);
    const refuse = (code: RefusalCode) =>
      refused.push({ key, fileName: file.name, code, kind: code === 'heic' ? 'image' : kind });
    if (isHeic(file)) refuse('heic');
    else if (!kind) refuse('type');
    else if (identities.has(fileIdentity(file))) refuse('duplicate');
    else if (counts[kind] >= MEDIA_RULES[kind].maxCount) refuse('count');
    // A photo is checked after resizing (a 20 MB camera photo becomes ~1 MB); a video as it is.
    else if (kind === 'video' && file.size > MEDIA_RULES.video.maxBytes) refuse('size');
    else if (file.size === 0) refuse('unreadable');
    else {
      counts[kind] += 1;
      identities.add(fileIdentity(file));
      accepted.push({ key, file, kind });
    }
  }
  return { accepted, refused };
}
