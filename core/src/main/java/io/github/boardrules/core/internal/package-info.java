/**
 * Helpers that the core's public packages share. Not API: the module does not export this package,
 * and its classes may change or go in any release.
 */
package io.github.boardrules.core.internal;
