package io.github.boardrules.testkit;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.testkit.BotLevelsCheck.BotMaker;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * Checks that a game's searching levels find forced wins, as chess engines are tested on
 * mate-in-n positions: from a position where the player to move wins by force within {@code n}
 * of his turns, the bots of levels 3 and up (with their fixed budgets, on several seeds) play one
 * of the winning moves, worked out by hand, and then, against the opponent's replies, win within
 * the {@code n} turns.
 *
 * <pre>{@code
 * ForcedWinCheck wins = ForcedWinCheck.of(Bots::of);
 * ConfiguredGame<?, ?> game = GameCatalog.load().game("pushfour");
 * // LIGHT to move has b2-d2: a2 pushes them on to c2-e2 and lands on b2, e1 lands on e2.
 * wins.levelsFindTheWin(game, "........./........./........./........./........./"
 *     + "........./........./.XXX...../......... X 6", 1, Set.of("a2", "e1"), ForcedWinCheck.Replies.EVERY);
 * }</pre>
 *
 * <p>A <b>turn</b> is a player's run of consecutive moves: one move in most games, more where
 * the rules let the same player move again (a capture chain split into moves). The winning
 * moves are the first move of the winner's turn.
 *
 * <p>The opponent's replies are {@link Replies#EVERY every legal reply} or {@link
 * Replies#STRONGEST the strongest}: the first, in the order of {@link Rules#legalMoves}, of the
 * replies after which the winner needs the most turns to force the win, found by a plain
 * exhaustive search over the rules (no evaluation, no bot). That search also tells a bot's move
 * that lets the win slip, before the replies are played.
 */
@API(status = EXPERIMENTAL, since = "0.2.0")
public final class ForcedWinCheck {
  /** The levels checked: from level 3 (the first that searches in earnest) to the top. */
  private static final int FIRST_LEVEL = 3;

  /** The most moves played in the exhaustive search of one reply choice, so that a check cannot run away. */
  private static final long SEARCH_LIMIT = 20_000_000;

  /** Which of the losing side's replies the check plays against. */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public enum Replies {
    /** Every legal reply, each in a line of its own. */
    EVERY,
    /** The first of the replies that postpone the win the longest (an exhaustive search). */
    STRONGEST
  }

  private final BotMaker bots;
  private final long[] seeds;

  private ForcedWinCheck(BotMaker bots, long[] seeds) {
    this.bots = bots;
    this.seeds = seeds;
  }

  /**
   * Returns the check of the bots a maker makes, on the seeds 0, 1 and 2.
   *
   * @param bots makes the bot of a level, such as {@code Bots::of}
   * @return the check
   */
  public static ForcedWinCheck of(BotMaker bots) {
    return new ForcedWinCheck(Objects.requireNonNull(bots, "bots"), new long[] {0, 1, 2});
  }

  /**
   * Returns this check on other seeds.
   *
   * @param newSeeds the bots' seeds, one or more
   * @return the check
   */
  public ForcedWinCheck seeds(long... newSeeds) {
    if (newSeeds.length == 0) {
      throw new IllegalArgumentException("seeds: one or more");
    }
    return new ForcedWinCheck(bots, newSeeds.clone());
  }

  /**
   * Asserts that every level from 3 up, on every seed, plays one of the winning moves from the
   * position and then wins within {@code turns} of its turns against the opponent's replies.
   *
   * @param game the game
   * @param position the position, in the game's position text; the winner is its player to move
   * @param turns the winner's turns the win takes at most, 1 or more
   * @param winningMoves every first move (in the game's notation) that wins within {@code turns}
   * @param replies the opponent's replies played against, for {@code turns} above 1
   * @param <S> the state type
   * @param <M> the move type
   */
  public <S, M> void levelsFindTheWin(
      ConfiguredGame<S, M> game, String position, int turns, Collection<String> winningMoves, Replies replies) {
    if (turns < 1) {
      throw new IllegalArgumentException("turns: 1 or more, not " + turns);
    }
    Rules<S, M> rules = game.rules();
    S start = game.positions().decode(position);
    assertThat(rules.status(start).isOngoing()).as("%s: the game goes on in %s", game, position).isTrue();
    Set<String> winning = new TreeSet<>();
    for (String text : winningMoves) {
      M move = game.notation().parse(text);
      assertThat(rules.isLegal(start, move)).as("%s: %s is legal in %s", game, text, position).isTrue();
      winning.add(game.notation().format(move));
    }
    assertThat(winning).as("%s: winning moves in %s", game, position).isNotEmpty();
    // Every level and seed is played, and the failures are reported together: which levels miss the win.
    List<String> failures = new ArrayList<>();
    for (int level = FIRST_LEVEL; level <= game.levels().size(); level++) {
      for (long seed : seeds) {
        Line<S, M> line = new Line<>(game, level, seed, position, rules.toMove(start));
        try {
          line.winnersTurn(start, turns, winning, replies);
        } catch (AssertionError e) {
          failures.add(String.valueOf(e.getMessage()).strip());
        }
      }
    }
    if (!failures.isEmpty()) {
      fail("%d of %d lines missed the win in %d turns:%n%s", failures.size(),
          (game.levels().size() - FIRST_LEVEL + 1) * seeds.length, turns, String.join("\n", failures));
    }
  }

  /**
   * Returns the fewest turns in which the player to move of a position forces a win, as the
   * exhaustive search of {@link Replies#STRONGEST} finds it: a check of a hand-worked position
   * against the rules.
   *
   * @param game the game
   * @param position the position text
   * @param maxTurns the most turns searched
   * @param <S> the state type
   * @param <M> the move type
   * @return the turns, 1 to {@code maxTurns}, or -1 if there is no forced win within them
   */
  public static <S, M> int turnsToForceAWin(ConfiguredGame<S, M> game, String position, int maxTurns) {
    S state = game.positions().decode(position);
    Search<S, M> search = new Search<>(game.rules(), game.rules().toMove(state));
    int turns = search.winnersTurns(state, maxTurns);
    return turns > maxTurns ? -1 : turns;
  }

  /**
   * Returns the winner's first moves that force a win within {@code turns} of his turns, in the
   * game's notation, as the exhaustive search finds them: the hand-worked set of winning moves,
   * checked against the rules (for positions small enough to search all of it).
   *
   * @param game the game
   * @param position the position text; the winner is its player to move
   * @param turns the most turns
   * @param <S> the state type
   * @param <M> the move type
   * @return the winning moves, sorted
   */
  public static <S, M> Set<String> winningMoves(ConfiguredGame<S, M> game, String position, int turns) {
    Rules<S, M> rules = game.rules();
    S state = game.positions().decode(position);
    Search<S, M> search = new Search<>(rules, rules.toMove(state));
    Set<String> moves = new TreeSet<>();
    for (M move : rules.legalMoves(state)) {
      if (search.afterWinnersMove(rules.play(state, move), turns) <= turns) {
        moves.add(game.notation().format(move));
      }
    }
    return moves;
  }

  /** One level and seed playing the position out. */
  private final class Line<S, M> {
    private final ConfiguredGame<S, M> game;
    private final Rules<S, M> rules;
    private final int level;
    private final long seed;
    private final String position;
    private final Player winner;
    private final Search<S, M> search;

    Line(ConfiguredGame<S, M> game, int level, long seed, String position, Player winner) {
      this.game = game;
      this.rules = game.rules();
      this.level = level;
      this.seed = seed;
      this.position = position;
      this.winner = winner;
      this.search = new Search<>(rules, winner);
    }

    private String where(S state, List<String> moves) {
      return String.format("%s level %d seed %d from %s after %s (now %s)",
          game, level, seed, position, moves, game.positions().encode(state));
    }

    /** Plays the winner's turn from {@code state}, then the opponent's replies, until the win. */
    void winnersTurn(S state, int turnsLeft, Set<String> firstMoves, Replies replies) {
      play(state, turnsLeft, firstMoves, replies, new ArrayList<>());
    }

    private void play(S from, int turnsLeft, Set<String> firstMoves, Replies replies, List<String> moves) {
      S state = from;
      boolean first = true;
      // A fresh bot each turn: a line's moves must not depend on the lines played before it.
      Bot<S, M> bot = bots.bot(game, BotSettings.level(level).seed(seed));
      while (rules.toMove(state) == winner) {
        M move = bot.chooseMove(state);
        String text = game.notation().format(move);
        assertThat(rules.isLegal(state, move)).as("%s played the illegal %s", where(state, moves), text).isTrue();
        if (first && !firstMoves.isEmpty()) {
          assertThat(firstMoves).as("%s played %s, not a winning move", where(state, moves), text).contains(text);
        }
        first = false;
        moves.add(text);
        state = rules.play(state, move);
        Status status = rules.status(state);
        if (status.isOver()) {
          assertThat(status.winner()).as("%s: %s ended the game", where(state, moves), text).contains(winner);
          return;
        }
      }
      if (turnsLeft <= 1) {
        fail("%s: %s has not won within the turns given", where(state, moves), winner);
      }
      int need = search.winnersTurns(state, turnsLeft - 1);
      assertThat(need).as("%s: after %s the win within %d more turns slipped", where(state, moves),
          moves.get(moves.size() - 1), turnsLeft - 1).isLessThanOrEqualTo(turnsLeft - 1);
      opponentsTurn(state, turnsLeft - 1, replies, moves);
    }

    private void opponentsTurn(S state, int turnsLeft, Replies replies, List<String> moves) {
      List<M> chosen = new ArrayList<>();
      if (replies == Replies.EVERY) {
        chosen.addAll(rules.legalMoves(state));
      } else {
        int longest = -1;
        for (M reply : rules.legalMoves(state)) {
          int need = search.afterOpponentsMove(rules.play(state, reply), turnsLeft);
          if (need > longest) {
            longest = need;
            chosen.clear();
            chosen.add(reply);
          }
        }
      }
      for (M reply : chosen) {
        List<String> line = new ArrayList<>(moves);
        line.add(game.notation().format(reply));
        S next = rules.play(state, reply);
        Status status = rules.status(next);
        if (status.isOver()) {
          assertThat(status.winner()).as("%s: the reply ended the game", where(next, line)).contains(winner);
        } else if (rules.toMove(next) == winner) {
          play(next, turnsLeft, Set.of(), replies, line);
        } else {
          opponentsTurn(next, turnsLeft, replies, line);
        }
      }
    }
  }

  /**
   * The fewest turns in which a player forces a win, by plain minimax over the rules with a
   * limit on the winner's turns.
   */
  private static final class Search<S, M> {
    private static final int NEVER = Integer.MAX_VALUE / 2;
    private final Rules<S, M> rules;
    private final Player winner;
    private long played;

    Search(Rules<S, M> rules, Player winner) {
      this.rules = rules;
      this.winner = winner;
    }

    /** The turns the winner needs from a position where either side moves; above {@code turnsLeft} if none. */
    int winnersTurns(S state, int turnsLeft) {
      played = 0;
      return turns(state, turnsLeft);
    }

    /** The turns after a move of the winner that may have ended his turn (counted as one). */
    int afterWinnersMove(S state, int turnsLeft) {
      played = 0;
      Status status = rules.status(state);
      if (status.isOver()) {
        return status.winner().filter(p -> p == winner).isPresent() ? 1 : NEVER;
      }
      if (rules.toMove(state) == winner) {
        return turns(state, turnsLeft);
      }
      return turnsLeft <= 1 ? NEVER : 1 + turns(state, turnsLeft - 1);
    }

    /** The turns after an opponent's move. */
    int afterOpponentsMove(S state, int turnsLeft) {
      played = 0;
      Status status = rules.status(state);
      if (status.isOver()) {
        return status.winner().filter(p -> p == winner).isPresent() ? 0 : NEVER;
      }
      return turns(state, turnsLeft);
    }

    private int turns(S state, int turnsLeft) {
      Status status = rules.status(state);
      if (status.isOver()) {
        return status.winner().filter(p -> p == winner).isPresent() ? 0 : NEVER;
      }
      if (turnsLeft <= 0) {
        return NEVER;
      }
      boolean winnerMoves = rules.toMove(state) == winner;
      int result = winnerMoves ? NEVER : 0;
      for (M move : rules.legalMoves(state)) {
        if (++played > SEARCH_LIMIT) {
          throw new IllegalStateException("The exhaustive search passed " + SEARCH_LIMIT
              + " moves: choose a position with fewer moves, or Replies.EVERY");
        }
        S next = rules.play(state, move);
        int value;
        if (winnerMoves) {
          Status after = rules.status(next);
          if (after.isOver()) {
            value = after.winner().filter(p -> p == winner).isPresent() ? 1 : NEVER;
          } else if (rules.toMove(next) == winner) {
            value = turns(next, turnsLeft);
          } else {
            value = turnsLeft <= 1 ? NEVER : 1 + turns(next, turnsLeft - 1);
          }
          result = Math.min(result, value);
          if (result == 1) {
            return 1;
          }
        } else {
          value = turns(next, turnsLeft);
          result = Math.max(result, value);
          if (result >= NEVER) {
            return NEVER;
          }
        }
      }
      return result;
    }
  }
}
