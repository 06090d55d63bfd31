export declare const ALLOCATOR_ENV: Readonly<
  Record<'MALLOC_ARENA_MAX' | 'MALLOC_MMAP_THRESHOLD_' | 'MALLOC_TRIM_THRESHOLD_', string>
>;
export declare const SERVER_NODE_FLAGS: readonly string[];
