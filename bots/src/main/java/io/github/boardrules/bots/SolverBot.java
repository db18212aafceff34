package io.github.boardrules.bots;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.Hint;
import io.github.boardrules.core.bots.PositionSolver;
import java.util.Objects;
import java.util.Optional;

/**
 * Plays a solver's move wherever the solver answers, and its fallback's elsewhere: the top level of
 * a game with a solved table file, which knows the positions the table decides and searches the
 * others.
 *
 * <pre>{@code
 * Bot<S, M> best = SolverBot.of(table, Bots.of(game, BotSettings.level(4)));
 * }</pre>
 *
 * <p>Thread-safe when its fallback is.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@API(status = STABLE, since = "0.1.0")
public final class SolverBot<S extends Object, M extends Object> implements Bot<S, M> {
  private final PositionSolver<S, M> solver;
  private final Bot<S, M> fallback;

  private SolverBot(PositionSolver<S, M> solver, Bot<S, M> fallback) {
    this.solver = solver;
    this.fallback = fallback;
  }

  /**
   * Makes the bot.
   *
   * @param solver the solver asked first; its move must be legal
   * @param fallback the bot asked where the solver gives up
   * @param <S> the state type
   * @param <M> the move type
   * @return the bot
   */
  public static <S extends Object, M extends Object> SolverBot<S, M> of(
      PositionSolver<S, M> solver, Bot<S, M> fallback) {
    return new SolverBot<>(Objects.requireNonNull(solver, "solver"), Objects.requireNonNull(fallback, "fallback"));
  }

  @Override
  public M chooseMove(S state) {
    Optional<Hint<M>> solved = solver.solve(state);
    return solved.isPresent() ? solved.get().move() : fallback.chooseMove(state);
  }
}
