import { useEffect, useRef, useState } from 'react';

/**
 * A step's form state, started from the saved section. When the saved section changes while
 * the owner has not typed (the server's draft arrived after the page opened, on a second
 * device), the form takes it; once the owner typed, what they typed wins.
 */
export function useStepForm<Saved, Form>(
  saved: Saved | null,
  fromSaved: (saved: Saved | null) => Form,
) {
  const [initial, setInitial] = useState(() => fromSaved(saved));
  const [form, setForm] = useState<Form>(initial);
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const fromSavedRef = useRef(fromSaved);
  fromSavedRef.current = fromSaved;
  const seen = useRef(saved);

  useEffect(() => {
    if (saved === seen.current) return;
    seen.current = saved;
    if (dirtyRef.current || saved === null) return;
    const next = fromSavedRef.current(saved);
    setInitial(next);
    setForm(next);
  }, [saved]);

  return { form, setForm, dirty };
}
