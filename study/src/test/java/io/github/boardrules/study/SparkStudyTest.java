package io.github.boardrules.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.bots.match.GameResult;
import io.github.boardrules.bots.match.MatchTotals;
import io.github.boardrules.bots.match.PairResult;
import io.github.boardrules.learning.selfplay.SelfPlayData;
import io.github.boardrules.learning.selfplay.SelfPlayGame;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The studies on Spark in local mode (two cores) against the core's single-machine runner on the
 * same seeds: the same games, so the same totals, whatever the shards; a shard that fails once is
 * retried and counted once.
 */
class SparkStudyTest {
  /** How often each shard's work ran, across attempts: local mode runs the tasks in this JVM. */
  private static final Map<Integer, AtomicInteger> PLAYS = new ConcurrentHashMap<>();

  private static JavaSparkContext spark;

  @BeforeAll
  static void start() {
    spark = Spark.local(2);
  }

  @AfterAll
  static void stop() {
    spark.close();
  }

  private static SparkStudy study(int shardSize) {
    return new SparkStudy(new ShardJob(spark), shardSize);
  }

  @Test
  void aMatchGivesTheSingleMachineRunnersGamesAndTotalsForAnyShardSize() {
    MatchSpec spec = new MatchSpec("nim", 1, 2, 23, 5, 1_000);
    List<GameResult> runner = spec.runner(1).play(List.of());
    for (int shardSize : new int[] {1, 5, 23}) {
      List<GameResult> onSpark = study(shardSize).games(List.of(spec)).get(0);
      assertThat(onSpark).as("shards of %d", shardSize).isEqualTo(runner);
      assertThat(study(shardSize).match(spec)).isEqualTo(MatchTotals.of(runner));
    }
    // Not a vacuous equality: both levels won games.
    assertThat(MatchTotals.of(runner).wins()).isPositive();
    assertThat(MatchTotals.of(runner).losses()).isPositive();
  }

  @Test
  void aLadderAndABalanceTableGiveTheRunnersTotalsPerPairAndVariant() {
    List<Integer> levels = List.of(1, 2, 5);
    List<PairResult> pairs = study(4).ladder("nim", levels, 10, 9, 1_000);
    List<MatchSpec> matches = SparkStudy.ladderMatches("nim", levels, 10, 9, 1_000);
    assertThat(pairs).hasSize(3);
    for (int k = 0; k < 3; k++) {
      assertThat(pairs.get(k).totals()).isEqualTo(MatchTotals.of(matches.get(k).runner(2).play(List.of())));
    }
    assertThat(pairs).extracting(PairResult::a).containsExactly(0, 0, 1);
    assertThat(pairs).extracting(PairResult::b).containsExactly(1, 2, 2);

    List<String> variants = List.of("nim", "nim(rows=3,columns=5)");
    List<BalanceRow> table = study(3).balance(variants, 2, 8, 4, 1_000);
    List<MatchSpec> balance = SparkStudy.balanceMatches(variants, 2, 8, 4, 1_000);
    for (int v = 0; v < variants.size(); v++) {
      List<GameResult> runner = balance.get(v).runner(1).play(List.of());
      assertThat(table.get(v)).isEqualTo(BalanceRow.of(variants.get(v), runner));
      assertThat(table.get(v).firstWins() + table.get(v).secondWins()).isEqualTo(8); // NIM never draws
    }
  }

  @Test
  void aShardThatFailsOnceIsRetriedAndCountedOnce() {
    PLAYS.clear();
    MatchSpec spec = new MatchSpec("nim", 1, 2, 20, 3, 1_000);
    List<Shard> shards = Shard.split(0, 20, 5, 0);
    ShardJob failing = new ShardJob(spark).failingOnce(Set.of(1, 3));
    Map<Integer, ArrayList<GameRow>> byShard = failing.run(shards, shard -> {
      PLAYS.computeIfAbsent(shard.id(), id -> new AtomicInteger()).incrementAndGet();
      ArrayList<GameRow> rows = new ArrayList<>();
      for (int i = shard.from(); i < shard.to(); i++) {
        rows.add(GameRow.of(spec.runner(1).playGame(i)));
      }
      return rows;
    });
    // Shards 1 and 3 played their games twice (the first attempt failed after playing them) ...
    assertThat(PLAYS.get(0).get()).isEqualTo(1);
    assertThat(PLAYS.get(1).get()).isEqualTo(2);
    assertThat(PLAYS.get(2).get()).isEqualTo(1);
    assertThat(PLAYS.get(3).get()).isEqualTo(2);
    // ... and every game is counted once: 20 games, the runner's totals.
    List<GameResult> merged = new ArrayList<>();
    byShard.values().forEach(rows -> rows.forEach(row -> merged.add(row.toResult())));
    assertThat(merged).hasSize(20).extracting(GameResult::index).doesNotHaveDuplicates();
    assertThat(MatchTotals.of(merged)).isEqualTo(MatchTotals.of(spec.runner(1).play(List.of())));
  }

  @Test
  void selfPlayOnSparkWritesTheSingleMachinesBytes(@TempDir Path dir) throws IOException {
    SelfPlaySpec spec = new SelfPlaySpec("nim(rows=3,columns=5)", 6, 20, 7, 500);
    Path onSpark = dir.resolve("spark.npz");
    long positions = study(2).selfPlay(spec, onSpark);
    SelfPlayData local = spec.run(1).play(0, 6);
    assertThat(Files.readAllBytes(onSpark)).isEqualTo(bytes(local));
    assertThat(positions).isEqualTo(local.size());
    assertThat(SelfPlayData.read(onSpark).gameIndex(local.size() - 1)).isEqualTo(5);
    // Shards fetched one at a time, in game order, also when some failed once and were retried.
    Path retried = dir.resolve("retried.npz");
    new SparkStudy(new ShardJob(spark).failingOnce(Set.of(0, 2)), 2).selfPlay(spec, retried);
    assertThat(Files.readAllBytes(retried)).isEqualTo(bytes(local));
    try (Stream<Path> files = Files.list(dir)) {
      assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("spark.npz", "retried.npz");
    }
  }

  /**
   * {@code tzaar} names no setup: each game draws its own from its seed, so the executors, which
   * configure the game from its text again (drawing another setup seed each time), write the same
   * games as one machine.
   */
  @Test
  void selfPlayOfTzaarOnSparkDrawsASetupPerGameAsOneMachineDoes(@TempDir Path dir) throws IOException {
    SelfPlaySpec spec = new SelfPlaySpec("tzaar", 3, 2, 5, 1);
    Path onSpark = dir.resolve("tzaar.npz");
    study(2).selfPlay(spec, onSpark);
    SelfPlayData local = spec.run(1).play(0, 3);
    assertThat(Files.readAllBytes(onSpark)).isEqualTo(bytes(local));
    SelfPlayData read = SelfPlayData.read(onSpark);
    assertThat(read.game()).isEqualTo("tzaar");
    assertThat(read.games()).extracting(SelfPlayGame::start).doesNotHaveDuplicates().hasSize(3);
  }

  private static byte[] bytes(SelfPlayData data) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    data.writeTo(out);
    return out.toByteArray();
  }

  @Test
  void shardsSplitTheGamesWithoutGapsAndRefuseNonsense() {
    assertThat(Shard.split(2, 10, 4, 7)).containsExactly(
        new Shard(7, 2, 0, 4), new Shard(8, 2, 4, 8), new Shard(9, 2, 8, 10));
    assertThatThrownBy(() -> Shard.split(0, 0, 4, 0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("games (0)");
    assertThatThrownBy(() -> new ShardJob(spark).run(List.of(new Shard(1, 0, 0, 1), new Shard(1, 0, 1, 2)),
            shard -> shard.id()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("two shards share an id");
  }
}
