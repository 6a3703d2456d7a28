// The two packages of the editor that ship no types: what this app uses of them.
declare module '@wordpress/block-library' {
  export function registerCoreBlocks(): void;
}

declare module '@wordpress/block-editor' {
  import type { ComponentType, ReactNode } from 'react';

  export const BlockBreadcrumb: ComponentType;
  export const BlockCanvas: ComponentType<{ height?: string; children?: ReactNode }>;
  export const BlockInspector: ComponentType;
  export const BlockList: ComponentType<{ className?: string }>;
  export const BlockTools: ComponentType<{ className?: string; children?: ReactNode }>;
  export const Inserter: ComponentType<{ rootClientId?: string }>;
  // The store's selectors are untyped in the package; `select(store)` then gives `any`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  export const store: any;
}

declare module '*/@wordpress/editor/build-module/components/provider/index.mjs' {
  export const ExperimentalEditorProvider: unknown;
}
