// The social feature's public entry: the parts other features put on their pages.
export { Comments, type CommentsProps } from './Comments';
export { FavoriteToggle, type FavoriteToggleProps } from './FavoriteToggle';
export { ReactionBar, type ReactionBarProps } from './ReactionBar';
export { ReviewForm, type ReviewFormProps } from './ReviewForm';
export { ReviewSection, type ReviewSectionProps } from './ReviewSection';
export { ShareReadingDialog, type ShareReadingDialogProps } from './ShareReadingDialog';
