/**
 * The colour-field engine: the layout's primitive tables ({@link
 * io.github.boardrules.colorfield.internal.ColorFieldBoard}), the bit-mask move generator, the
 * status and the fast playout ({@link io.github.boardrules.colorfield.internal.ColorFieldEngine}),
 * the legality with a refusal of its own, the position history of the repetition draw and the hash
 * keys, on the primitive form of a position (bit sets of locations, team indices, move codes). Not
 * part of the API: the module does not export this package, and its classes may change in any
 * release. It knows nothing of the rules' facade and values ({@code ColorField}, {@code
 * ColorFieldLayout}, {@code ColorFieldState}, ...), which turn its answers into states, moves,
 * reasons and statuses.
 */
package io.github.boardrules.colorfield.internal;
