package io.github.boardrules.core.bots;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;

import io.github.boardrules.core.api.API;
import java.util.Objects;
import java.util.function.Predicate;

/**
 * A search that a game's top level plays instead of its own while a phase of the game lasts: for
 * a phase whose outcome lies beyond the top level's horizon. Pikk-Pakk's joint opening places 48
 * balls before the first push; an alpha-beta search sees a few of the placements, so the top level
 * places by Monte-Carlo tree search, whose playouts run to the end of the game, and pushes by
 * alpha-beta.
 *
 * <pre>{@code
 * builder.level(BotLevel.alphaBetaNodes(5, "best", 1_000_000))
 *     .topLevelPhase(new PhaseLevel<>("while more than 10 balls are left to place",
 *         state -> rules.placementsLeft(state) > 10, BotLevel.mcts(5, "best", 80_000)));
 * }</pre>
 *
 * @param phase the phase in words, as it follows a level's description: such as {@code "while
 *     more than 10 balls are left to place"}
 * @param during whether a position is in the phase; thread-safe
 * @param level the search played in the phase with its budget, numbered and named as the top level
 * @param <S> the state type
 */
@API(status = EXPERIMENTAL, since = "0.2.0")
public record PhaseLevel<S extends Object>(String phase, Predicate<S> during, BotLevel level) {
  /**
   * Checks the parts.
   *
   * @param phase see the record
   * @param during see the record
   * @param level see the record
   * @throws IllegalArgumentException if the phase is blank or the level is not a search
   */
  public PhaseLevel {
    Objects.requireNonNull(phase, "phase");
    Objects.requireNonNull(during, "during");
    Objects.requireNonNull(level, "level");
    if (phase.isBlank()) {
      throw new IllegalArgumentException("phase: a phase is described in words, not \"" + phase + "\"");
    }
    if (level.engine() == BotLevel.Engine.RANDOM || level.engine() == BotLevel.Engine.PERFECT) {
      throw new IllegalArgumentException("level: a phase's level is a search, not " + level.engine());
    }
  }
}
