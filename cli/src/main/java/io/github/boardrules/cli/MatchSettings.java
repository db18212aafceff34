package io.github.boardrules.cli;

import io.github.boardrules.bots.match.MatchRunner;
import io.github.boardrules.bots.match.Sprt;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Everything that describes one {@code match} command, read and checked once from its typed
 * options: what {@link MatchCommand} plays, what the runner is configured with ({@link
 * #configure}), and what the records say the games were played under ({@link #conditions}), which
 * {@code --resume} checks. A refusal here names the options that clash; what depends on the game
 * (its levels, its evaluation, its count at the cap) is checked when the sides are made.
 *
 * <pre>{@code
 * MatchSettings settings = new MatchSettings(players, Pairing.TWO, 100, 1, 1, null, 1, 10_000,
 *     false, 2, null, null, null, null, false, null);
 * settings.conditions();   // "ply cap 10000, 2 random plies, paired openings"
 * }</pre>
 *
 * @param players the players in the order given
 * @param pairing which pairs of them play
 * @param games the games a pair
 * @param threads the games played at once
 * @param seed the match seed (of a tournament: of its first pair)
 * @param timePerMove the time a move, or null for each player's fixed budget
 * @param botThreads the threads of each search
 * @param plyCap the plies after which a game stops unfinished
 * @param adjudicate whether a game stopped at the cap is scored by the rules' count
 * @param randomPlies the random plies of every pair's opening
 * @param openings the file of opening positions, or null
 * @param sprt the sequential test of a match of two, or null
 * @param anchor the rating list's fixed player, or null for level 1 (or the first player) at 0
 * @param out the directory of the records, or null
 * @param resume whether to go on with the records already in {@code out}
 * @param table a solved table file for the top level, or null
 */
record MatchSettings(List<PlayerSpec> players, Pairing pairing, int games, int threads, long seed,
    @Nullable Duration timePerMove, int botThreads, int plyCap, boolean adjudicate, int randomPlies,
    @Nullable Path openings, @Nullable Sprt sprt, OptionTypes.@Nullable Anchor anchor, @Nullable Path out,
    boolean resume, @Nullable Path table) {

  /** Which pairs of the players play. */
  enum Pairing {
    /** Two players, one match. */
    TWO,
    /** Every pair, with a rating list. */
    TOURNAMENT,
    /** Only neighbouring players of the list (1-2, 2-3, ...), with a rating list. */
    ADJACENT,
    /** The first player against each of the others, with a rating list. */
    GAUNTLET;

    /**
     * Whether the pair of players {@code i < j} plays.
     *
     * @param i the first player's index
     * @param j the second player's index
     * @return true when it plays
     */
    boolean plays(int i, int j) {
      return switch (this) {
        case TWO, TOURNAMENT -> true;
        case ADJACENT -> j == i + 1;
        case GAUNTLET -> i == 0;
      };
    }
  }

  /**
   * Checks the settings against each other.
   *
   * @throws CliException naming the options that clash
   */
  MatchSettings {
    players = List.copyOf(players);
    if (players.size() < 2) {
      throw CliException.usage("--levels names two levels or more, such as 2,4, not " + specs(players));
    }
    if (pairing == Pairing.TWO && players.size() > 2) {
      throw new IllegalArgumentException("a match of two has two players, not " + players.size());
    }
    boolean twice = players.stream().map(PlayerSpec::text).distinct().count() < players.size();
    if (twice && pairing != Pairing.TWO) {
      throw CliException.usage("--levels names a level twice: only a match of two (such as 4,4) plays a level"
          + " against itself");
    }
    if (resume && out == null) {
      throw CliException.usage("--resume needs --out, the directory of the games so far");
    }
    if (sprt != null && pairing != Pairing.TWO) {
      throw CliException.usage("--sprt tests a match of two levels, not a tournament, gauntlet or three levels");
    }
    if (anchor != null && pairing == Pairing.TWO) {
      throw CliException.usage("--anchor fixes a player of a rating list: give --tournament, --adjacent, --gauntlet"
          + " or three levels or more");
    }
    if (anchor != null && players.stream().noneMatch(p -> p.text().equals(anchor.player()))) {
      throw CliException.usage("--anchor " + anchor.player() + " is not one of --levels " + specs(players));
    }
    named(openings, "--openings needs a file");
    named(out, "--out needs a directory");
    named(table, "--table needs a file");
  }

  /**
   * Returns the pairing the flags ask for, refusing flags that exclude each other.
   *
   * @param players how many players
   * @param tournament {@code --tournament}
   * @param adjacent {@code --adjacent}
   * @param gauntlet {@code --gauntlet}
   * @return the pairing: a tournament for three players or more unless another is given
   * @throws CliException naming both flags that clash
   */
  static Pairing pairing(int players, boolean tournament, boolean adjacent, boolean gauntlet) {
    if (tournament && adjacent) {
      throw CliException.usage("--tournament and --adjacent are alternatives: --tournament plays every pair,"
          + " --adjacent only neighbouring ones; give one");
    }
    if (gauntlet && (tournament || adjacent)) {
      throw CliException.usage("--gauntlet and " + (tournament ? "--tournament" : "--adjacent")
          + " are alternatives: give one");
    }
    if (adjacent) {
      return Pairing.ADJACENT;
    }
    if (gauntlet) {
      return Pairing.GAUNTLET;
    }
    return tournament || players > 2 ? Pairing.TOURNAMENT : Pairing.TWO;
  }

  /**
   * Whether the games are played in pairs from one opening: with random plies or an opening file.
   *
   * @return true when both games of a pair start from the same opening
   */
  boolean paired() {
    return randomPlies > 0 || openings != null;
  }

  /**
   * Whether one player plays itself ({@code --levels 4,4}): the first player's score is then the
   * game's balance.
   *
   * @return true for a match of a player against itself
   */
  boolean selfPlay() {
    return pairing == Pairing.TWO && players.get(0).text().equals(players.get(1).text());
  }

  /**
   * What the records say the games were played under, so that {@code --resume} refuses games of
   * other settings. The game, the players and the seed have tags of their own.
   *
   * @return such as {@code "ply cap 300, 2 random plies, paired openings"}
   */
  String conditions() {
    Path file = openings;
    return "ply cap " + plyCap
        + (randomPlies > 0 ? ", " + randomPlies + " random plies" : "")
        + (file != null ? ", openings " + file.getFileName() : "")
        + (paired() ? ", paired openings" : "")
        + (adjudicate ? ", adjudicated at the cap" : "");
  }

  /**
   * Configures a pair's runner with the settings every pair shares: games, threads, ply cap and
   * openings. The seed, the players, the test and the listeners are the caller's.
   *
   * @param builder the runner's builder
   * @param positions the opening positions read from {@link #openings}, empty for none
   * @param <S> the state type
   * @param <M> the move type
   * @return the builder
   */
  <S, M> MatchRunner.Builder<S, M> configure(MatchRunner.Builder<S, M> builder, List<S> positions) {
    return builder.games(games).threads(threads).plyCap(plyCap).randomOpening(randomPlies).openings(positions);
  }

  /**
   * Describes the match in one line, after the game's name.
   *
   * @param firstLabel the first side's label, for a match of two
   * @param secondLabel the second side's label
   * @param openingCount the opening positions read
   * @return such as {@code "level 2 (easy) vs level 4 (strong), 100 games, seed 1, 1 thread"}
   */
  String describe(String firstLabel, String secondLabel, int openingCount) {
    String who = switch (pairing) {
      case TWO -> firstLabel + " vs " + secondLabel;
      case ADJACENT -> "neighbouring pairs of " + specs(players);
      case GAUNTLET -> "gauntlet of " + specs(players);
      case TOURNAMENT -> "tournament of " + specs(players);
    };
    return who + ", " + games + " games" + (pairing == Pairing.TWO ? "" : " a pair") + ", seed " + seed + ", "
        + threads + (threads == 1 ? " thread" : " threads")
        + (randomPlies == 0 ? "" : ", the first " + randomPlies + " plies random")
        + (adjudicate ? ", adjudicated at the cap of " + plyCap + " plies" : "")
        + (openingCount == 0 ? "" : ", " + openingCount + " openings from " + openings)
        + (paired() ? ", each opening played twice with colours swapped" : "");
  }

  /**
   * Says how many games reached the ply cap, and how those still going were counted.
   *
   * @param capped the games that reached the cap
   * @return empty for none, else such as {@code "; 2 games reached the cap of 300 plies (...)"}
   */
  String cappedText(long capped) {
    if (capped == 0) {
      return "";
    }
    return "; " + capped + (capped == 1 ? " game" : " games") + " reached the cap of " + plyCap + " plies"
        + (adjudicate ? " (those still going adjudicated: the leader by the rules' count won)"
            : " (those still going unfinished, scored as draws)");
  }

  /** The players as {@code --levels} lists them: {@code 1,2,mcts:2000}. */
  static String specs(List<PlayerSpec> players) {
    return String.join(",", players.stream().map(PlayerSpec::text).toList());
  }

  /** Refuses an empty path, which would silently be the working directory. */
  private static void named(@Nullable Path path, String refusal) {
    if (path != null && path.toString().isEmpty()) {
      throw CliException.usage(refusal + ", not an empty name");
    }
  }
}
