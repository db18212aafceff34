package io.github.boardrules.pikkpakk.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;

/**
 * Why a game's legality check refuses a move: the reason, a constant of the game's internal
 * refusal enum, whose facade maps it to the public reason of the same name, and the message for
 * people that names the points.
 *
 * <pre>{@code
 * Refusal<PikkPakkRefusal> refusal = legality.check(rows, columns, target, toMove, ply, move);
 * if (refusal != null) {
 *   return Legality.illegal(reason(refusal.reason()), refusal.message());
 * }
 * }</pre>
 *
 * <p>Internal: not exported by the module.
 *
 * @param reason the game's refusal constant
 * @param message what is wrong, for people
 * @param <R> the game's refusal enum
 */
@API(status = INTERNAL, since = "0.1.0")
public record Refusal<R extends Enum<R>>(R reason, String message) {}
