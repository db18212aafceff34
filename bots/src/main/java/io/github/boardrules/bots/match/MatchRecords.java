package io.github.boardrules.bots.match;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;
import static io.github.boardrules.core.api.API.Status.MAINTAINED;

import io.github.boardrules.bots.match.GameResult;
import io.github.boardrules.bots.match.MatchRunner;
import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.catalog.ConfiguredGame;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * A directory of the game records of one {@link MatchRunner} match: each finished game is written
 * as {@code game-000042.txt}, a record that {@code replay} reads, tagged with the match (bots,
 * seed) and the game's result; {@link #load} reads the results back, so a stopped match resumes
 * with the games it kept and ends with the same totals as an uninterrupted run.
 *
 * <pre>{@code
 * MatchRecords<S, M> records = MatchRecords.in(dir, game, "level 2", "level 4", seed);
 * MatchRunner<S, M> runner = MatchRunner.builder(game.rules(), a, b).seed(seed).onGame(records).build();
 * List<GameResult> games = runner.play(records.load());
 * }</pre>
 *
 * <p>A record is written to a temporary file and moved into place, so a run stopped at any moment
 * leaves whole records only.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@API(status = MAINTAINED, since = "0.1.0")
public final class MatchRecords<S extends Object, M extends Object> implements MatchRunner.GameListener<S, M> {
  /** Tag: the description of bot A. */
  public static final String BOT_A_TAG = "BotA";
  /** Tag: the description of bot B. */
  public static final String BOT_B_TAG = "BotB";
  /** Tag: the match seed. */
  public static final String MATCH_SEED_TAG = "MatchSeed";
  /** Tag: the game's index in the match. */
  public static final String ROUND_TAG = "Round";
  /**
   * Tag: the game's pair, {@code index / 2}: games {@code 2k} and {@code 2k + 1} start from the same
   * opening with colours swapped (see {@link MatchRunner}).
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public static final String PAIR_TAG = "Pair";
  /** Tag: the game's seed. */
  public static final String GAME_SEED_TAG = "GameSeed";
  /** Tag: the bot that moved first, {@code A} or {@code B}. */
  public static final String FIRST_TAG = "FirstBot";
  /** Tag: the outcome for bot A: {@code WIN}, {@code DRAW}, {@code LOSS} or {@code UNFINISHED}. */
  public static final String OUTCOME_TAG = "OutcomeForA";
  /**
   * Tag: the conditions the games were played under that are neither bots nor seed, such as the
   * ply cap, a random opening or adjudication; absent when there are none.
   */
  public static final String CONDITIONS_TAG = "MatchConditions";
  /**
   * Tag: why the loser of a forfeited game lost ({@link GameResult#forfeit()}, such as {@code
   * illegal move a9}); absent for a game played to its end or to the ply cap.
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public static final String FORFEIT_TAG = "Forfeit";

  private final Path dir;
  private final ConfiguredGame<S, M> game;
  private final String botA;
  private final String botB;
  private final long matchSeed;
  private final String conditions;

  private MatchRecords(Path dir, ConfiguredGame<S, M> game, String botA, String botB, long matchSeed,
      String conditions) {
    this.dir = Objects.requireNonNull(dir, "dir");
    this.game = Objects.requireNonNull(game, "game");
    this.botA = Objects.requireNonNull(botA, "botA");
    this.botB = Objects.requireNonNull(botB, "botB");
    this.matchSeed = matchSeed;
    this.conditions = Objects.requireNonNull(conditions, "conditions");
  }

  /**
   * Returns the records of a match in a directory, created when missing.
   *
   * @param dir the directory
   * @param game the game
   * @param botA how bot A is described in the records, such as {@code level 2 (easy)}
   * @param botB how bot B is described
   * @param matchSeed the match seed
   * @param <S> the state type
   * @param <M> the move type
   * @return the records
   * @throws UncheckedIOException if the directory cannot be made
   */
  public static <S extends Object, M extends Object> MatchRecords<S, M> in(
      Path dir, ConfiguredGame<S, M> game, String botA, String botB, long matchSeed) {
    return in(dir, game, botA, botB, matchSeed, "");
  }

  /**
   * Returns the records of a match played under conditions that change its games besides the bots
   * and the seed (a ply cap, a random opening, adjudication): they are written in every record
   * ({@link #CONDITIONS_TAG}) and {@link #load} refuses records made under other conditions, so a
   * match is never resumed under other rules of play than it started with.
   *
   * <pre>{@code
   * MatchRecords.in(dir, game, "level 5", "level 5", seed, "ply cap 200, 2 random plies, adjudicated");
   * }</pre>
   *
   * @param dir the directory
   * @param game the game
   * @param botA how bot A is described in the records
   * @param botB how bot B is described
   * @param matchSeed the match seed
   * @param conditions the conditions, in words; empty for none
   * @param <S> the state type
   * @param <M> the move type
   * @return the records
   * @throws UncheckedIOException if the directory cannot be made
   */
  public static <S extends Object, M extends Object> MatchRecords<S, M> in(Path dir,
      ConfiguredGame<S, M> game, String botA, String botB, long matchSeed, String conditions) {
    try {
      Files.createDirectories(dir);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot make the directory " + dir + ": " + e.getMessage(), e);
    }
    return new MatchRecords<>(dir, game, botA, botB, matchSeed, conditions);
  }

  /**
   * Returns the file name of a game's record.
   *
   * @param index the game's index
   * @return such as {@code game-000042.txt}
   */
  public static String fileName(int index) {
    return String.format(Locale.ROOT, "game-%06d.txt", index);
  }

  @Override
  public void gameFinished(GameResult result, S start, List<M> moves) {
    GameRecord<S, M> record = game.record(start, moves)
        .withTag(BOT_A_TAG, botA)
        .withTag(BOT_B_TAG, botB)
        .withTag(MATCH_SEED_TAG, Long.toString(matchSeed))
        .withTag(ROUND_TAG, Integer.toString(result.index()))
        .withTag(PAIR_TAG, Integer.toString(result.index() / 2))
        .withTag(GAME_SEED_TAG, Long.toString(result.seed()))
        .withTag(FIRST_TAG, result.botAFirst() ? "A" : "B")
        .withTag(OUTCOME_TAG, result.outcome().name());
    if (!conditions.isEmpty()) {
      record = record.withTag(CONDITIONS_TAG, conditions);
    }
    String forfeit = result.forfeit();
    if (forfeit != null) {
      record = record.withTag(FORFEIT_TAG, forfeit);
    }
    Path target = dir.resolve(fileName(result.index()));
    Path temporary = dir.resolve(fileName(result.index()) + ".tmp");
    try {
      Files.writeString(temporary, game.writeRecord(record), StandardCharsets.UTF_8);
      try {
        Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot write " + target + ": " + e.getMessage(), e);
    }
  }

  /**
   * Reads the results of the games recorded so far.
   *
   * @return the results, by index
   * @throws TextParseException if a record cannot be read or is of another match (another game,
   *     bots, seed or conditions)
   * @throws UncheckedIOException if the directory cannot be read
   */
  public List<GameResult> load() {
    List<GameResult> results = new ArrayList<>();
    try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "game-*.txt")) {
      for (Path file : files) {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        results.add(resultOf(file, text));
      }
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read the records in " + dir + ": " + e.getMessage(), e);
    }
    results.sort(Comparator.comparingInt(GameResult::index));
    return results;
  }

  private GameResult resultOf(Path file, String text) {
    Map<String, String> tags = GameRecord.readTags(text);
    String kind = "match record " + file.getFileName();
    expect(kind, text, tags, ConfiguredGame.GAME_TAG, game.config().toString());
    expect(kind, text, tags, BOT_A_TAG, botA);
    expect(kind, text, tags, BOT_B_TAG, botB);
    expect(kind, text, tags, MATCH_SEED_TAG, Long.toString(matchSeed));
    String recorded = tags.getOrDefault(CONDITIONS_TAG, "");
    if (!recorded.equals(conditions)) {
      throw new TextParseException(kind, text, 0, "the record is of another match: " + CONDITIONS_TAG
          + " is \"" + recorded + "\", not \"" + conditions + "\"");
    }
    try {
      int index = Integer.parseInt(tag(kind, text, tags, ROUND_TAG));
      long seed = Long.parseLong(tag(kind, text, tags, GAME_SEED_TAG));
      boolean aFirst = tag(kind, text, tags, FIRST_TAG).equals("A");
      GameResult.Outcome outcome = GameResult.Outcome.valueOf(tag(kind, text, tags, OUTCOME_TAG));
      int plies = game.readRecord(text).moves().size();
      return new GameResult(index, seed, aFirst, outcome, plies, tags.get(FORFEIT_TAG));
    } catch (IllegalArgumentException e) {
      if (e instanceof TextParseException t) {
        throw t;
      }
      throw new TextParseException(kind, text, 0, "a match tag has a bad value: " + e.getMessage());
    }
  }

  private static String tag(String kind, String text, Map<String, String> tags, String key) {
    String value = tags.get(key);
    if (value == null) {
      throw new TextParseException(kind, text, 0, "the tag " + key + " is missing");
    }
    return value;
  }

  private static void expect(String kind, String text, Map<String, String> tags, String key, String expected) {
    String value = tag(kind, text, tags, key);
    if (!value.equals(expected)) {
      throw new TextParseException(kind, text, 0, "the record is of another match: " + key + " is \""
          + value + "\", not \"" + expected + "\"");
    }
  }
}
