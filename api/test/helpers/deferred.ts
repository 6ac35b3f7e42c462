/** A promise the test settles when it chooses (Promise.withResolvers, which lib ES2023 lacks). */
export function deferred<T = void>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
