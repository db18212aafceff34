/**
 * The TZAAR engine below the rules object: the board's geometry ({@link
 * io.github.boardrules.tzaar.internal.TzaarBoard}), the engine that generates and plays moves and
 * random games ({@link io.github.boardrules.tzaar.internal.TzaarEngine}), the legality checks with
 * their reasons ({@link io.github.boardrules.tzaar.internal.TzaarLegality}, {@link
 * io.github.boardrules.tzaar.internal.TzaarRefusal}) and the Zobrist keys. They work on the
 * primitive form of a position — stack contents packed in {@code long}s ({@link
 * io.github.boardrules.tzaar.internal.TzaarStacks}), colour and type masks, colour, type and phase
 * as small ints, points as indices, moves as int codes — and know nothing of the rules object and
 * its values, which turn that form into states, moves and reasons.
 *
 * <p>Not part of the API: the module does not export this package, and its classes may change in
 * any release.
 */
package io.github.boardrules.tzaar.internal;
