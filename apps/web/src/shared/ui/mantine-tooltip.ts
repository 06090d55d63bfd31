// Mantine's Tooltip in a module of its own, for DeferredTooltip's import(): importing
// '@mantine/core' itself dynamically would split the whole library out of its chunks.
export { Tooltip } from '@mantine/core';
