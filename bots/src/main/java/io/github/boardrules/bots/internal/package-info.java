/**
 * Helpers that the bots and the learning module share (threads for matches, searches and
 * self-play). Not API: the module exports this package to {@code io.github.boardrules.learning}
 * alone, and its classes may change or go in any release.
 */
package io.github.boardrules.bots.internal;
