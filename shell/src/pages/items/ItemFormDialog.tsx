import { Field, Input, Textarea, useForm } from '@touchline/ui-kit/forms';
import { AddOrEditDialog } from '@touchline/ui-kit/dialogs';
import type { RefObject } from 'react';
import { graphql } from '../../graphql';
import type { ItemFormDialog_ItemFragment } from '../../graphql/graphql';
import { useCreateItem } from './useCreateItem';
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH, validateItem } from './itemRules';
import { useUpdateItem } from './useUpdateItem';

/** @public The fragment its screen's query spreads by name; codegen reads it here. */
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
  /** After a new item was created (the list read again), with its id; the dialog has closed. */
  onCreated?: (id: string) => void;
  /** Where focus goes on close if the button that opened the dialog is gone (see ui-kit Dialog). */
  fallbackFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * Add or edit an item. While it saves the dialog cannot be closed; a refusal is shown (and
 * announced) in it, above the form, which keeps what was typed, until a field is edited or Save is
 * pressed again.
 */
export function ItemFormDialog({ item, onClose, onCreated, fallbackFocusRef }: ItemFormDialogProps) {
  const isEditing = item !== undefined;
  const { createItem, isCreating, error: createError } = useCreateItem();
  const { updateItem, isUpdating, error: updateError } = useUpdateItem();
  const isSaving = isCreating || isUpdating;
  const failure = isEditing ? updateError : createError;
  const form = useForm({ title: item?.title ?? '', description: item?.description ?? '' }, validateItem);

  const onSubmit = async () => {
    if (!form.submit()) return;
    const input = { title: form.values.title.trim(), description: form.values.description.trim() || null };
    if (item) {
      if (await updateItem(item.id, input)) onClose();
      return;
    }
    const createdId = await createItem(input);
    if (createdId === null) return;
    onClose();
    onCreated?.(createdId);
  };

  return (
    <AddOrEditDialog
      noun="item"
      isEditing={isEditing}
      onClose={onClose}
      onSubmit={onSubmit}
      isSaving={isSaving}
      fallbackFocusRef={fallbackFocusRef}
      description={
        isEditing ? 'Change the title or the description.' : 'A title, and a description if it helps you remember.'
      }
      failure={failure}
      values={form.values}
    >
      <Field label="Title" required error={form.errors.title}>
        <Input
          autoComplete="off"
          placeholder="Premier League fixtures"
          maxLength={TITLE_MAX_LENGTH}
          {...form.field('title')}
        />
      </Field>
      <Field
        label="Description"
        hint={`Optional, up to ${DESCRIPTION_MAX_LENGTH} characters.`}
        error={form.errors.description}
      >
        <Textarea rows={3} maxLength={DESCRIPTION_MAX_LENGTH} {...form.field('description')} />
      </Field>
    </AddOrEditDialog>
  );
}
