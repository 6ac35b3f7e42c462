export interface SharedVersions {
  current: string;
  /** The previous minor of the same major: what a remote built before the last release declares. */
  previousMinor: string;
  /** The next major: what a remote built against a breaking release declares. */
  nextMajor: string;
}

/** The versions of `shared` the version-skew test builds remotes against, from the current one. */
export function sharedVersions(current: string): SharedVersions {
  const match = /^(\d+)\.(\d+)\.\d+$/.exec(current);
  if (!match) throw new Error(`shared's version ${current} is not x.y.z.`);
  const major = Number(match[1]);
  const minor = Number(match[2]);
  if (major < 1 || minor < 1) {
    throw new Error(
      `shared is at ${current}: there is no previous minor that ^ accepts (shared/README.md, "Versions").`,
    );
  }
  return { current, previousMinor: `${major}.${minor - 1}.0`, nextMajor: `${major + 1}.0.0` };
}
