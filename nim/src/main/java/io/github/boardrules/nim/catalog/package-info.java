/**
 * The NIM games' entries in core's game catalogue ({@code nim}, {@code heapnim}); internal: the
 * module provides them as {@link io.github.boardrules.core.catalog.GameProvider} services and does
 * not export this package.
 */
package io.github.boardrules.nim.catalog;
