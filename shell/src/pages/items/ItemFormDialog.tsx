import { Button, Dialog, Field, Input, Stack, Textarea } from '@touchline/ui-kit';
import { useId, type FormEvent } from 'react';
import { graphql } from '../../graphql';
import type { ItemFormDialog_ItemFragment } from '../../graphql/graphql';
import { useCreateItem } from './useCreateItem';
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH, useItemForm } from './useItemForm';
import { useUpdateItem } from './useUpdateItem';

export const ItemFormDialogItemFragment = graphql(`
  fragment ItemFormDialog_item on Item {
    id
    title
    description
  }
`);

export type ItemFormDialogItem = ItemFormDialog_ItemFragment;

export interface ItemFormDialogProps {
  /** The item to edit; without one the dialog adds a new item. */
  item?: ItemFormDialogItem;
  onClose: () => void;
}

export function ItemFormDialog({ item, onClose }: ItemFormDialogProps) {
  const isEditing = item !== undefined;
  const formId = useId();
  const form = useItemForm({ title: item?.title ?? '', description: item?.description ?? '' });
  const { createItem, isCreating } = useCreateItem();
  const { updateItem, isUpdating } = useUpdateItem();
  const isSaving = isCreating || isUpdating;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving || !form.submit()) return;
    const input = { title: form.values.title.trim(), description: form.values.description.trim() || null };
    const isSaved = item ? await updateItem(item.id, input) : await createItem(input);
    if (isSaved) onClose();
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={isEditing ? 'Edit item' : 'Add item'}
      description={isEditing ? 'Change the title or the description.' : 'A title, and a description if it helps you remember.'}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={isSaving}>
            Save
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit}>
        <Stack gap={4}>
          <Field label="Title" required error={form.errors.title}>
            <Input autoComplete="off" placeholder="Premier League fixtures" maxLength={TITLE_MAX_LENGTH} {...form.field('title')} />
          </Field>
          <Field label="Description" hint={`Optional, up to ${DESCRIPTION_MAX_LENGTH} characters.`} error={form.errors.description}>
            <Textarea rows={3} maxLength={DESCRIPTION_MAX_LENGTH} {...form.field('description')} />
          </Field>
        </Stack>
      </form>
    </Dialog>
  );
}
