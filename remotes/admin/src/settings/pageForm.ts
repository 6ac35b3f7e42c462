import { RESERVED_PATHS } from 'shared/contracts/adminSettings';

const PATH_SHAPE = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;

export type PageFormProblem = 'editor.titleRequired' | 'editor.pathInvalid' | 'editor.pathReserved';

/** The editor's own checks before saving (the api checks again and says what else is wrong). */
export function pageFormProblems(title: string, path: string) {
  const problems: { title?: PageFormProblem; path?: PageFormProblem } = {};
  if (!title.trim()) problems.title = 'editor.titleRequired';
  const trimmed = path.trim();
  if (!PATH_SHAPE.test(trimmed) || trimmed.length > 80) problems.path = 'editor.pathInvalid';
  else if (RESERVED_PATHS.some((r) => trimmed === r || trimmed.startsWith(`${r}/`)))
    problems.path = 'editor.pathReserved';
  return problems;
}
