// The editor's provider as wp-admin's post editor uses it. The public `EditorProvider` gives the block
// editor the public provider, which drops the private settings the image block's "Edit image" (crop,
// rotate) needs; this one passes them. It is not exported: taken from the module by path (the same
// module the package's entry loads). The packages are pinned, so a change cannot come unseen.
import { ExperimentalEditorProvider as Provider } from '../../node_modules/@wordpress/editor/build-module/components/provider/index.mjs';
import type { ComponentType, ReactNode } from 'react';

export const ExperimentalEditorProvider = Provider as ComponentType<{
  post: object;
  settings: object;
  useSubRegistry?: boolean;
  children?: ReactNode;
}>;
