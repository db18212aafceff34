package io.github.boardrules.study;

import io.github.boardrules.bots.match.GameResult;
import io.github.boardrules.bots.match.MatchRunner;
import io.github.boardrules.bots.match.MatchTotals;
import io.github.boardrules.bots.match.PairResult;
import io.github.boardrules.learning.selfplay.SelfPlayData;
import io.github.boardrules.learning.selfplay.SelfPlayWriter;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.SortedMap;

/**
 * The match runner's studies and self-play generation as Spark jobs. Every study is a list of
 * tasks (a match, a pair of levels, a variant, a self-play run), each task's games split into
 * {@link Shard}s of {@code shardSize} games; one job runs every shard of the study, and the driver
 * merges the shards' results as the single-machine runner does: the games of a task sorted by index
 * and added up by {@link MatchTotals#of}, the self-play data joined in game order. The totals are
 * therefore exactly {@link MatchRunner}'s for the same seeds, whatever the shards, cores or retries.
 *
 * <pre>{@code
 * try (JavaSparkContext spark = Spark.local(2)) {
 *   SparkStudy study = new SparkStudy(new ShardJob(spark), 25);
 *   MatchTotals totals = study.match(new MatchSpec("nim", 2, 4, 200, 1, 1_000));
 *   List<BalanceRow> table = study.balance(List.of("pikkpakk", "pushfour"), 3, 100, 1, 1_000);
 * }
 * }</pre>
 *
 * <p>Seeds: the games of one match are seeded as {@code MatchRunner} seeds them from the match's
 * seed. A ladder's pair {@code k} (pairs in the order (1,2), (1,3), …, (2,3), …) and a balance
 * table's variant {@code k} use the match seed {@link MatchRunner#gameSeed gameSeed(seed, k)}, as
 * the CLI's tournament does.
 */
public final class SparkStudy {
  private final ShardJob job;
  private final int shardSize;

  /**
   * A study runner.
   *
   * @param job the Spark job runner
   * @param shardSize the most games a shard, 1 or more
   * @throws IllegalArgumentException if {@code shardSize} is below 1
   */
  public SparkStudy(ShardJob job, int shardSize) {
    if (shardSize < 1) {
      throw new IllegalArgumentException("shard size is " + shardSize + "; it must be 1 or more");
    }
    this.job = Objects.requireNonNull(job, "job");
    this.shardSize = shardSize;
  }

  /**
   * Plays matches, all in one job, and returns each match's games in index order.
   *
   * @param matches the matches
   * @return the games of each match, in the order of {@code matches}
   */
  public List<List<GameResult>> games(List<MatchSpec> matches) {
    List<Shard> shards = new ArrayList<>();
    for (int task = 0; task < matches.size(); task++) {
      shards.addAll(Shard.split(task, matches.get(task).games(), shardSize, shards.size()));
    }
    ArrayList<MatchSpec> specs = new ArrayList<>(matches);
    SortedMap<Integer, ArrayList<GameRow>> byShard = job.run(shards, shard -> play(specs, shard));
    List<List<GameResult>> games = new ArrayList<>();
    for (int task = 0; task < matches.size(); task++) {
      games.add(new ArrayList<>());
    }
    for (Shard shard : shards) {
      for (GameRow row : byShard.getOrDefault(shard.id(), new ArrayList<>())) {
        games.get(shard.task()).add(row.toResult());
      }
    }
    for (List<GameResult> task : games) {
      task.sort(Comparator.comparingInt(GameResult::index));
    }
    return games;
  }

  // a shard's rows travel as Spark results, which must be serialisable: ArrayList is, List does not say so.
  @SuppressWarnings("NonApiType")
  private static ArrayList<GameRow> play(List<MatchSpec> specs, Shard shard) {
    MatchRunner<?, ?> runner = specs.get(shard.task()).runner(1);
    ArrayList<GameRow> rows = new ArrayList<>();
    for (int i = shard.from(); i < shard.to(); i++) {
      rows.add(GameRow.of(runner.playGame(i)));
    }
    return rows;
  }

  /**
   * Plays one match.
   *
   * @param match the match
   * @return its totals, as {@code MatchTotals.of(runner.play(List.of()))} gives them
   */
  public MatchTotals match(MatchSpec match) {
    return MatchTotals.of(games(List.of(match)).get(0));
  }

  /**
   * Plays every pair of levels, {@code games} games a pair, in one job.
   *
   * @param game the configured game's text
   * @param levels the levels, two or more
   * @param games games a pair
   * @param seed the study's seed
   * @param plyCap the ply cap of a game
   * @return one result a pair, with the positions of the levels in {@code levels}
   * @throws IllegalArgumentException if fewer than two levels are given
   */
  public List<PairResult> ladder(String game, List<Integer> levels, int games, long seed, int plyCap) {
    List<MatchSpec> matches = ladderMatches(game, levels, games, seed, plyCap);
    List<List<GameResult>> played = games(matches);
    List<PairResult> pairs = new ArrayList<>();
    int k = 0;
    for (int i = 0; i < levels.size(); i++) {
      for (int j = i + 1; j < levels.size(); j++) {
        pairs.add(new PairResult(i, j, MatchTotals.of(played.get(k++))));
      }
    }
    return pairs;
  }

  /**
   * Returns the matches of a ladder: every pair of levels, the pair {@code k} with the match seed
   * {@code gameSeed(seed, k)}.
   *
   * @param game the configured game's text
   * @param levels the levels, two or more
   * @param games games a pair
   * @param seed the study's seed
   * @param plyCap the ply cap of a game
   * @return the matches, pair by pair
   * @throws IllegalArgumentException if fewer than two levels are given
   */
  public static List<MatchSpec> ladderMatches(String game, List<Integer> levels, int games, long seed, int plyCap) {
    if (levels.size() < 2) {
      throw new IllegalArgumentException("a ladder needs two levels or more, not " + levels);
    }
    List<MatchSpec> matches = new ArrayList<>();
    for (int i = 0; i < levels.size(); i++) {
      for (int j = i + 1; j < levels.size(); j++) {
        matches.add(new MatchSpec(game, levels.get(i), levels.get(j), games,
            MatchRunner.gameSeed(seed, matches.size()), plyCap));
      }
    }
    return matches;
  }

  /**
   * Plays a balance table: one level against itself in each variant, in one job.
   *
   * @param variants configured games' texts
   * @param level the bot level
   * @param games games a variant
   * @param seed the study's seed
   * @param plyCap the ply cap of a game
   * @return one row a variant, in the order given
   */
  public List<BalanceRow> balance(List<String> variants, int level, int games, long seed, int plyCap) {
    List<MatchSpec> matches = balanceMatches(variants, level, games, seed, plyCap);
    List<List<GameResult>> played = games(matches);
    List<BalanceRow> rows = new ArrayList<>();
    for (int k = 0; k < variants.size(); k++) {
      rows.add(BalanceRow.of(variants.get(k), played.get(k)));
    }
    return rows;
  }

  /**
   * Returns the matches of a balance table: variant {@code k} with the match seed {@code
   * gameSeed(seed, k)}.
   *
   * @param variants configured games' texts
   * @param level the bot level
   * @param games games a variant
   * @param seed the study's seed
   * @param plyCap the ply cap of a game
   * @return the matches, variant by variant
   */
  public static List<MatchSpec> balanceMatches(List<String> variants, int level, int games, long seed, int plyCap) {
    List<MatchSpec> matches = new ArrayList<>();
    for (String variant : variants) {
      matches.add(new MatchSpec(variant, level, level, games, MatchRunner.gameSeed(seed, matches.size()), plyCap));
    }
    return matches;
  }

  /**
   * Generates self-play data in shards and writes it to a file: the same bytes as {@code
   * SelfPlay...write(0, games, file)} on one machine with the same settings. Each shard returns its
   * positions as a (sparse) self-play archive; the driver fetches them one shard at a time, in game
   * order ({@link ShardJob#inOrder}), and appends them to a {@link SelfPlayWriter}, so it holds one
   * shard's data at a time, not the run's.
   *
   * @param spec the run
   * @param file the file to write
   * @return the number of positions written
   * @throws IOException if the file cannot be written (checked before the job starts)
   */
  public long selfPlay(SelfPlaySpec spec, Path file) throws IOException {
    List<Shard> shards = Shard.split(0, spec.games(), shardSize, 0);
    try (SelfPlayWriter writer = SelfPlayWriter.open(file, spec.run(1))) {
      job.inOrder(shards, shard -> npz(spec.run(MatchSpec.game(spec.game())).play(shard.from(), shard.to())),
          (shard, bytes) -> {
            try {
              writer.append(SelfPlayData.readFrom(new ByteArrayInputStream(bytes), "shard " + shard.id()));
            } catch (IOException e) {
              throw new UncheckedIOException(e);
            }
          });
      writer.finish();
      return writer.positions();
    } catch (UncheckedIOException e) {
      IOException cause = e.getCause();
      throw cause != null ? cause : new IOException(e);
    }
  }

  private static byte[] npz(SelfPlayData data) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try {
      data.writeTo(out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }
}
