/**
 * The NIM engine: grid NIM's candidate moves grouped by shape, its legality with a refusal of its
 * own, the point names of the notation and the position hash keys, on the primitive form of a
 * position (bit masks and heap sizes). Not part of the API: the module does not export this
 * package, and its classes may change in any release. It knows nothing of the rules' facades and
 * values ({@code GridNim}, {@code GridNimState}, ...), which turn its answers into states, moves
 * and reasons.
 */
package io.github.boardrules.nim.internal;
