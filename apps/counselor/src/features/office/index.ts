import * as officeStyles from './office.css';

// The back-office pages' shared frame: page heading, load, empty and error states, dialogs
// (form, delete confirm), row actions and reordering, a counted textarea, form errors, picture
// uploads, the save toast and the shared styles.
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { DeleteConfirm } from './DeleteConfirm';
export { DialogSaveActions, FormDialog } from './FormDialog';
export { FormError } from './FormError';
export { formErrorsOf } from './form-errors';
export { ImagePickField, type PickedImage } from './ImagePickField';
export { MoveButtons } from './MoveButtons';
export { moveItem } from './move-item';
export { OfficePage, type OfficePageProps } from './OfficePage';
export { EmptyState, LoadError, LoadingRows } from './QueryStates';
export { QueryView } from './QueryView';
export { RowActions } from './RowActions';
export { SaveBar } from './SaveBar';
export { showSaved } from './saved';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { isImageFile, uploadPicked } from './upload';
export { useDebounced } from './use-debounced';
export { useImagePick } from './use-image-pick';
export { officeStyles };
