/** The game's catalogue provider: internal, found through {@link java.util.ServiceLoader}; not exported. */
package io.github.boardrules.zertz.catalog;
