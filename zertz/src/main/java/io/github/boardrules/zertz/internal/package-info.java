/**
 * The ZÈRTZ engine below the rules object: the board's tables ({@link
 * io.github.boardrules.zertz.internal.ZertzGeometry}), the ring and capture rules ({@link
 * io.github.boardrules.zertz.internal.ZertzRings}), the engine that plays moves and random games
 * ({@link io.github.boardrules.zertz.internal.ZertzEngine}), the legality checks with their
 * reasons ({@link io.github.boardrules.zertz.internal.ZertzLegality}, {@link
 * io.github.boardrules.zertz.internal.ZertzRefusal}), the Zobrist keys and the catalogue's option
 * names. They work on the primitive form of a position — ring and marble bit masks, packed counts
 * ({@link io.github.boardrules.zertz.internal.ZertzCounts}), counters and move codes — and know
 * nothing of the rules object and its values, which turn that form into states, moves and reasons.
 *
 * <p>Not part of the API: the module does not export this package, and its classes may change in
 * any release.
 */
package io.github.boardrules.zertz.internal;
