import * as editor from '@wordpress/editor';
import type { ComponentType } from 'react';

// The editor's types are generated from its JSDoc, which marks optional properties as required:
// the components this app uses, with the properties they take.
const typed = <P>(component: unknown) => component as ComponentType<P>;

export const PostSavedState = typed<object>(editor.PostSavedState);
export const PostPreviewButton = typed<object>(editor.PostPreviewButton);
export const PostPublishButton = typed<object>(editor.PostPublishButton);
export const PostSchedulePanel = typed<object>(editor.PostSchedulePanel);
export const PostTrash = typed<object>(editor.PostTrash);
export const PostFeaturedImagePanel = typed<object>(editor.PostFeaturedImagePanel);
export const PostTaxonomiesPanel = typed<object>(editor.PostTaxonomiesPanel);
