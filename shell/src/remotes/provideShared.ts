/**
 * The shell provides every `shared` subpath, also those it never imports itself, so a remote
 * gets the shell's copy and never loads its own: shared/auth persists the add-property draft
 * through the shell's module instance of shared/drafts, so the remote must use that instance.
 * Never called: referencing the modules is what puts them in the shell's share scope; nothing
 * is downloaded until a remote asks for one.
 */
export const sharedModulesForRemotes = () =>
  Promise.all([
    import('shared/auth'),
    import('shared/drafts'),
    import('shared/http'),
    import('shared/contracts'),
    import('shared/format'),
    import('shared/ui/theme'),
    import('shared/ssr'),
  ]);
