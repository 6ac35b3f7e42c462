/**
 * The shell provides the `shared` subpaths that hold state or UI, also those it never imports, so a remote
 * gets the shell's copy and never loads its own: shared/auth persists the add-property draft
 * through the shell's module instance of shared/drafts, so the remote must use that instance.
 * Never called: referencing the modules is what puts them in the shell's share scope; nothing
 * is downloaded until a remote asks for one. Stateless subpaths (shared/contracts/*,
 * shared/vocabulary) are left out: a remote's own copy is as good, and every share the shell
 * provides costs a few bytes of its first load.
 */
export const sharedModulesForRemotes = () =>
  Promise.all([
    import('shared/auth'),
    import('shared/drafts'),
    import('shared/http'),
    import('shared/format'),
    import('shared/ui/theme'),
    import('shared/ssr'),
  ]);
