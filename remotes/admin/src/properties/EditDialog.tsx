import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Textarea,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useState } from 'react';
import { type EditPropertyBody, editPropertyBodySchema } from 'shared/contracts/adminProperties';
import { propertiesTexts } from './i18n';
import { $actionPending, $detail, $editOpen, editDialogClosed, editSubmitted } from './model';

type Form = { title: string; description: string; price: string; locality: string };
type Problem =
  | 'edit.titleProblem'
  | 'edit.descriptionProblem'
  | 'edit.priceProblem'
  | 'edit.localityProblem';
const PROBLEMS: Record<keyof Form, Problem> = {
  title: 'edit.titleProblem',
  description: 'edit.descriptionProblem',
  price: 'edit.priceProblem',
  locality: 'edit.localityProblem',
};

/** The form as the api's body (the wizard's rules, shared), or the fields that break them. */
export function editBody(
  form: Form,
):
  | { body: EditPropertyBody; problems?: never }
  | { problems: Partial<Record<keyof Form, Problem>> } {
  const price = form.price.trim() === '' ? Number.NaN : Number(form.price.replace(/,/g, ''));
  const parsed = editPropertyBodySchema.safeParse({
    title: form.title,
    description: form.description.trim() ? form.description : null,
    price,
    locality: form.locality,
  });
  if (parsed.success) return { body: parsed.data };
  const problems: Partial<Record<keyof Form, Problem>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Form | undefined;
    if (field && field in PROBLEMS) problems[field] = PROBLEMS[field];
  }
  return { problems };
}

/** Staff correct the title, description, price or locality of the open listing. */
export function EditDialog() {
  const t = propertiesTexts.useT();
  const [open, detail, pending, close, submit] = useUnit([
    $editOpen,
    $detail,
    $actionPending,
    editDialogClosed,
    editSubmitted,
  ]);
  const [form, setForm] = useState<Form>({ title: '', description: '', price: '', locality: '' });
  const [problems, setProblems] = useState<Partial<Record<keyof Form, Problem>>>({});
  useEffect(() => {
    if (open && detail) {
      setForm({
        title: detail.title,
        description: detail.description ?? '',
        price: detail.price === null ? '' : String(detail.price),
        locality: detail.locality ?? '',
      });
      setProblems({});
    }
  }, [open, detail]);
  const change = (field: keyof Form) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = editBody(form);
    if (result.problems) setProblems(result.problems);
    else submit(result.body);
  };
  const message = (field: keyof Form) => {
    const problem = problems[field];
    return problem ? t(problem) : undefined;
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? undefined : close())}>
      <DialogSurface>
        <form onSubmit={onSubmit} noValidate>
          <DialogBody>
            <DialogTitle>{t('edit.title')}</DialogTitle>
            <DialogContent>
              <Field label={t('edit.titleField')} required validationMessage={message('title')}>
                <Input value={form.title} onChange={(_, d) => change('title')(d.value)} />
              </Field>
              <Field label={t('edit.description')} validationMessage={message('description')}>
                <Textarea
                  value={form.description}
                  resize="vertical"
                  onChange={(_, d) => change('description')(d.value)}
                />
              </Field>
              <Field label={t('edit.price')} required validationMessage={message('price')}>
                <Input
                  inputMode="numeric"
                  value={form.price}
                  onChange={(_, d) => change('price')(d.value)}
                />
              </Field>
              <Field label={t('edit.locality')} required validationMessage={message('locality')}>
                <Input value={form.locality} onChange={(_, d) => change('locality')(d.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={pending}>
                {t('edit.save')}
              </Button>
              <Button type="button" onClick={() => close()}>
                {t('edit.cancel')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
