export { Dialog, type DialogProps } from './Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { FormDialog, type FormDialogProps } from './FormDialog';
export { AddOrEditDialog, type AddOrEditDialogProps } from './AddOrEditDialog';
