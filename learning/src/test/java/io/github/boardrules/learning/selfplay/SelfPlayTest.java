package io.github.boardrules.learning.selfplay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.boardrules.bots.match.MatchRunner;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.fixture.TakeAway.Pile;
import io.github.boardrules.core.fixture.TakeAway.Take;
import io.github.boardrules.core.fixture.TakeAwayGame;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.learning.Evaluator;
import io.github.boardrules.learning.Prediction;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;

/**
 * Self-play on the take-away game (random start piles of 1 to 9; who takes the last counter
 * wins), checked against a replay of each game's actions from its seeded start.
 */
class SelfPlayTest {
  @SuppressWarnings("unchecked") // the fixture's provider makes take-away games
  private static final ConfiguredGame<Pile, Take> GAME = (ConfiguredGame<Pile, Take>)
      new TakeAwayGame().configure(GameConfig.parse("takeaway(pile=9)", new TakeAwayGame().options()));

  private static SelfPlay.Builder<Pile, Take> selfPlay() {
    return SelfPlay.builder(GAME).simulations(40).seed(3);
  }

  private static byte[] bytes(SelfPlayData data) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    data.writeTo(out);
    return out.toByteArray();
  }

  @Test
  void everyPositionIsWhatTheReplayedGameShows() {
    SelfPlayData data = selfPlay().build().play(0, 6);
    Rules<Pile, Take> rules = GAME.rules();
    ActionEncoding<Pile, Take> encoding = GAME.encoding().orElseThrow();
    assertThat(data.game()).isEqualTo("takeaway(pile=9)");
    assertThat(data.observationShape()).containsExactly(2, 10);
    assertThat(data.actionCount()).isEqualTo(3);
    int position = 0;
    for (int game = 0; game < 6; game++) {
      Pile state = rules.initialState(new SplittableRandom(MatchRunner.gameSeed(3, game)));
      int ply = 0;
      int first = position;
      while (rules.status(state).isOngoing()) {
        assertThat(data.gameIndex(position)).isEqualTo(game);
        assertThat(data.ply(position)).isEqualTo(ply);
        assertThat(data.observation(position)).containsExactly(encoding.observation(state));
        assertThat(data.legalMask(position)).containsExactly(encoding.legalMask(state));
        float[] policy = data.policy(position);
        double sum = 0;
        for (int a = 0; a < policy.length; a++) {
          assertThat(policy[a] == 0 || data.legalMask(position)[a]).isTrue();
          sum += policy[a];
        }
        assertThat(sum).isCloseTo(1, within(1e-6));
        assertThat(data.outcome(position))
            .isEqualTo((float) encoding.returns(replayToEnd(rules, encoding, data, position, state))
                [rules.toMove(state).ordinal()]);
        state = rules.play(state, encoding.move(state, data.action(position)));
        ply++;
        position++;
      }
      // Who takes the last counter wins: the last mover's outcome is +1, the one before it -1.
      assertThat(data.outcome(position - 1)).isEqualTo(1f);
      if (position - first >= 2) {
        assertThat(data.outcome(position - 2)).isEqualTo(-1f);
      }
    }
    assertThat(position).isEqualTo(data.size());
  }

  private static Pile replayToEnd(Rules<Pile, Take> rules, ActionEncoding<Pile, Take> encoding,
      SelfPlayData data, int position, Pile state) {
    int game = data.gameIndex(position);
    for (int p = position; p < data.size() && data.gameIndex(p) == game; p++) {
      state = rules.play(state, encoding.move(state, data.action(p)));
    }
    return state;
  }

  @Test
  void aRandomOpeningStartsEachGameAfterUnrecordedRandomMoves() throws IOException {
    Rules<Pile, Take> rules = GAME.rules();
    ActionEncoding<Pile, Take> encoding = GAME.encoding().orElseThrow();
    SelfPlayData opened = selfPlay().randomOpening(4).build().play(0, 60);
    int moved = 0;
    for (SelfPlayGame game : opened.games()) {
      Pile initial = rules.initialState(new SplittableRandom(MatchRunner.gameSeed(3, game.index())));
      Pile start = GAME.positions().decode(game.start());
      // 0 to 4 takes of 1 to 3 counters each, alternating the mover, and never the game's end.
      int taken = initial.counters() - start.counters();
      assertThat(taken).isBetween(0, 12);
      assertThat(rules.status(start).isOngoing()).isTrue();
      if (taken == 0) {
        assertThat(start).isEqualTo(initial);
      } else {
        moved++;
      }
      assertThat(opened.ply(game.firstPosition())).isZero();
      assertThat(opened.observation(game.firstPosition())).containsExactly(encoding.observation(start));
    }
    // The opening's length is drawn from 0 to 4 per game: some games start as dealt, most do not.
    assertThat(moved).isBetween(20, 59);
    assertThat(opened.settings().orElseThrow().randomOpening()).isEqualTo(4);
    assertThat(opened.settings().orElseThrow().toJson()).endsWith(",\"random_opening\":4,\"child_value_policy\":0.0}");
    assertThat(bytes(selfPlay().randomOpening(4).threads(2).build().play(0, 60))).isEqualTo(bytes(opened));
    // Without it every game starts as dealt, and the games are those of a run that never heard of it.
    SelfPlayData plain = selfPlay().build().play(0, 60);
    for (SelfPlayGame game : plain.games()) {
      assertThat(GAME.positions().decode(game.start()))
          .isEqualTo(rules.initialState(new SplittableRandom(MatchRunner.gameSeed(3, game.index()))));
    }
    assertThat(bytes(selfPlay().randomOpening(0).build().play(0, 60))).isEqualTo(bytes(plain));
  }

  @Test
  void aChildValuePolicyFollowsTheEvaluatorsValuesOfEveryMove() {
    // Who takes the last counter wins, taking 1 to 3: a pile of a multiple of 4 is lost for the
    // player to move, any other won by leaving one. An evaluator that knows it, and a sharp policy.
    Evaluator<Pile> exact = (state, legal, random) ->
        Prediction.uniform(legal.length, state.counters() % 4 == 0 ? -1 : 1);
    SelfPlayData data = selfPlay().evaluator(exact).childValuePolicy(20).build().play(0, 30);
    ActionEncoding<Pile, Take> encoding = GAME.encoding().orElseThrow();
    int won = 0;
    for (int position = 0; position < data.size(); position++) {
      int[] legal = data.legalActions(position);
      float[] policy = data.legalPolicy(position);
      Pile state = GAME.positions().decode(data.games().get(data.gameIndex(position)).start());
      for (int p = data.games().get(data.gameIndex(position)).firstPosition(); p < position; p++) {
        state = GAME.rules().play(state, encoding.move(state, data.action(p)));
      }
      double winning = 0;
      for (int i = 0; i < legal.length; i++) {
        int left = state.counters() - encoding.move(state, legal[i]).count();
        if (left % 4 == 0) {
          winning += policy[i];  // leaves a lost pile, or takes the last counter
        }
      }
      if (state.counters() % 4 != 0) {
        won++;
        assertThat(winning).as("pile %d", state.counters()).isGreaterThan(0.99);
      } else {
        for (float share : policy) {
          assertThat((double) share).isCloseTo(1.0 / legal.length, within(1e-6));
        }
      }
    }
    assertThat(won).isPositive();
    assertThat(data.settings().orElseThrow().childValuePolicy()).isEqualTo(20);
    assertThatThrownBy(() -> selfPlay().childValuePolicy(-1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("childValuePolicy is -1.0");
  }

  @Test
  void theSameSeedGivesTheSameBytesOnAnyThreadsAndShards() throws IOException {
    byte[] one = bytes(selfPlay().threads(1).build().play(0, 8));
    byte[] two = bytes(selfPlay().threads(2).build().play(0, 8));
    SelfPlay<Pile, Take> run = selfPlay().build();
    byte[] shards = bytes(SelfPlayData.concat(List.of(run.play(0, 3), run.play(3, 5), run.play(5, 8))));
    assertThat(two).isEqualTo(one);
    assertThat(shards).isEqualTo(one);
    assertThat(bytes(selfPlay().seed(4).build().play(0, 8))).isNotEqualTo(one);
  }

  @Test
  void theFileReadsBackAsWritten() throws IOException {
    SelfPlayData data = selfPlay().build().play(0, 5);
    SelfPlayData back = SelfPlayData.readFrom(new ByteArrayInputStream(bytes(data)), "takeaway.npz");
    assertThat(back).isEqualTo(data);
    assertThat(back.size()).isEqualTo(data.size()).isPositive();
    for (int i = 0; i < data.size(); i++) {
      assertThat(back.policy(i)).containsExactly(data.policy(i));
      assertThat(back.observation(i)).containsExactly(data.observation(i));
    }
  }

  @Test
  void theNpyHeadersAreNumPysVersionOne() throws IOException {
    // The layout numpy.lib.format writes: magic, version 1.0, a little-endian header length, a
    // dict padded with spaces so that the data starts at a multiple of 64, ended by a newline.
    byte[] header = Npy.header(Npy.FLOAT32, 7, 2, 13);
    String text = new String(header, 10, header.length - 10, StandardCharsets.US_ASCII);
    assertThat(header.length % 64).isZero();
    assertThat(header[0] & 0xFF).isEqualTo(0x93);
    assertThat(new String(header, 1, 5, StandardCharsets.US_ASCII)).isEqualTo("NUMPY");
    assertThat(header[6]).isEqualTo((byte) 1);
    assertThat(header[7]).isEqualTo((byte) 0);
    assertThat((header[8] & 0xFF) | (header[9] & 0xFF) << 8).isEqualTo(header.length - 10);
    assertThat(text).startsWith("{'descr': '<f4', 'fortran_order': False, 'shape': (7, 2, 13), }").endsWith(" \n");
    assertThat(new String(Npy.header(Npy.INT32, 5), StandardCharsets.US_ASCII)).contains("'shape': (5,), }");
    Npy.Header parsed = Npy.parseHeader(header, "x.npy");
    assertThat(parsed.descr()).isEqualTo("<f4");
    assertThat(parsed.shape()).containsExactly(7, 2, 13);
    assertThat(parsed.dataOffset()).isEqualTo(header.length);
  }

  @Test
  void filesThatAreNotSelfPlayDataAreRefusedWithTheReason() throws IOException {
    assertThatThrownBy(() -> SelfPlayData.readFrom(
            new ByteArrayInputStream("hello".getBytes(StandardCharsets.US_ASCII)), "hello.npz"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("hello.npz: no entry format.npy");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (ZipOutputStream zip = new ZipOutputStream(out)) {
      byte[] good = bytes(selfPlay().build().play(0, 1));
      try (var in = new java.util.zip.ZipInputStream(new ByteArrayInputStream(good))) {
        ZipEntry entry;
        while ((entry = in.getNextEntry()) != null) {
          byte[] content = in.readAllBytes();
          zip.putNextEntry(new ZipEntry(entry.getName()));
          if (entry.getName().equals("outcome.npy")) {
            content = Npy.header(Npy.INT32, 2); // the wrong dtype
          }
          zip.write(content);
          zip.closeEntry();
        }
      }
    }
    assertThatThrownBy(() -> SelfPlayData.readFrom(new ByteArrayInputStream(out.toByteArray()), "bad.npz"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("bad.npz: outcome.npy holds dtype <i4; expected <f4");
    assertThatThrownBy(() -> Npy.parseHeader(new byte[] {(byte) 0x93, 'N', 'U', 'M', 'P', 'Y', 3, 0, 0, 0}, "v3.npy"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("v3.npy, byte 6: .npy version 3 is not read (1 and 2 are)");
  }

  @Test
  void badSettingsAreRefused() {
    assertThatThrownBy(() -> selfPlay().build().play(3, 3))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("games 3 to 3");
    assertThatThrownBy(() -> selfPlay().simulations(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("simulations is 0");
    assertThatThrownBy(() -> selfPlay().dirichletNoise(-1, 0.25))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Dirichlet alpha is -1.0");
    assertThatThrownBy(() -> selfPlay().samplingPlies(-1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("samplingPlies is -1");
    assertThatThrownBy(() -> selfPlay().randomOpening(-1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("randomOpening is -1");
  }
}
