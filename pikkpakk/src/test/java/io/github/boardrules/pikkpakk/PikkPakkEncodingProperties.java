package io.github.boardrules.pikkpakk;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.testkit.EncodingContract;
import io.github.boardrules.pikkpakk.fiveshift.FiveShiftState;
import io.github.boardrules.pikkpakk.intarsia.IntarsiaState;
import io.github.boardrules.pikkpakk.intarsia.Rotation;
import io.github.boardrules.pikkpakk.pushfour.PushFour;
import io.github.boardrules.pikkpakk.pushfour.PushFourMove;
import io.github.boardrules.pikkpakk.pushfour.PushFourState;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneMove;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneState;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The encoding contract for the booklet's games. The observation leaves out the ply count and the
 * history that the ply-limit and repetition options read (as OpenSpiel's observations do), so
 * distinct observations are required of distinct boards, players to move, phases and counts.
 */
class PikkPakkEncodingProperties {

  @SuppressWarnings("unchecked")
  private static <S, M> ConfiguredGame<S, M> game(String name) {
    return (ConfiguredGame<S, M>) GameCatalog.load().game(name);
  }

  @TestFactory
  Stream<DynamicTest> pikkPakk() {
    return Stream.of(
            "pikkpakk",
            "pikkpakk(winningTieMove=true)",
            "pikkpakk(capture=true)",
            "pikkpakk(size=11)",
            "pikkpakk(square=true)",
            "pikkpakk(neutralFrame=true)",
            "pikkpakk(jointOpening=true,plyLimit=120)")
        .flatMap(name -> {
          ConfiguredGame<PikkPakkState, PikkPakkMove> game = game(name);
          PikkPakk rules = (PikkPakk) game.rules();
          return EncodingContract.of(game).games(6).plyCap(150)
              .observedPart(s -> List.of(board(s.render()), s.toMove(), rules.placing(s)))
              .tests();
        });
  }

  @TestFactory
  Stream<DynamicTest> theOtherGames() {
    Stream<DynamicTest> pushFour = Stream.of("pushfour", "pushfour(plyLimit=40)").flatMap(name -> {
      ConfiguredGame<PushFourState, PushFourMove> game = game(name);
      return EncodingContract.of(game).games(10).observedPart(s -> List.of(board(s.render()), s.toMove())).tests();
    });
    Stream<DynamicTest> fiveShift = Stream.of("fiveshift", "fiveshift(rimRemoval=true,plyLimit=150)").flatMap(name -> {
      ConfiguredGame<FiveShiftState, PikkPakkMove> game = game(name);
      return EncodingContract.of(game).games(6).plyCap(150)
          .observedPart(s -> List.of(board(s.render()), s.toMove(), s.phase()))
          .tests();
    });
    Stream<DynamicTest> abalone = Stream.of(
            "squareabalone",
            "squareabalone(jointOpening=true,winAt=3)",
            "squareabalone(anyDistance=true,stopOnCollision=true,continueWithMajority=true)",
            "squareabalone(distanceByOwnBalls=true,sidewaysMoves=true,ownBallsOff=true)")
        .flatMap(name -> {
          ConfiguredGame<SquareAbaloneState, SquareAbaloneMove> game = game(name);
          return EncodingContract.of(game).games(6).plyCap(150)
              .observedPart(s -> List.of(board(s.render()), s.toMove(), s.captured(Player.FIRST),
                  s.captured(Player.SECOND), placing(game, s)))
              .tests();
        });
    Stream<DynamicTest> intarsia = Stream.of("intarsia", "intarsia(start=halves,goal=spiral)").flatMap(name -> {
      ConfiguredGame<IntarsiaState, Rotation> game = game(name);
      return EncodingContract.of(game).games(6).plyCap(100).observedPart(IntarsiaState::pattern).tests();
    });
    return Stream.of(pushFour, fiveShift, abalone, intarsia).flatMap(s -> s);
  }

  /** The drawing without its ply count, which the observation leaves out. */
  private static String board(String render) {
    return render.replaceAll("ply \\d+", "");
  }

  private static boolean placing(
      ConfiguredGame<SquareAbaloneState, SquareAbaloneMove> game, SquareAbaloneState state) {
    List<SquareAbaloneMove> moves = game.rules().legalMoves(state);
    return !moves.isEmpty() && moves.get(0).kind() == SquareAbaloneMove.Kind.PLACE;
  }

  @Test
  void pikkPakkIndicesFollowTheFormula() {
    PikkPakk rules = PikkPakk.standard();
    ActionEncoding<PikkPakkState, PikkPakkMove> encoding = rules.encoding();
    // 81 placements, then 81 lower ends x 9 lengths x 4 directions x 8 distances.
    assertThat(encoding.actionCount()).isEqualTo(81 + 81 * 9 * 4 * 8);
    // b5-h5>: lower end b5 = point 4 * 9 + 1 = 37, length 7, RIGHT (ordinal 1), distance 1.
    PikkPakkMove move = PikkPakkMove.parse("b5-h5>");
    assertThat(new io.github.boardrules.pikkpakk.internal.RunActions(9, 8, false).run(move.written(), false))
        .isEqualTo(81 + ((37 * 9 + 6) * 4 + 1) * 8);
    assertThat(encoding.observationShape()).containsExactly(6, 9, 9);
  }

  @Test
  void pushFourSeesTheBoardFromTheMover() {
    PushFour rules = PushFour.standard();
    ActionEncoding<PushFourState, PushFourMove> encoding = rules.encoding();
    PushFourState start = rules.initialState();
    PushFourMove a2 = PushFourMove.parse("a2");
    // b1 … h1 are actions 0–6, then a2 is 7 (PushFourMove.all()'s order).
    assertThat(encoding.index(start, a2)).isEqualTo(7);
    PushFourState after = rules.play(start, a2);
    float[] planes = encoding.observation(after);
    // FIRST's ball entered at a2 and landed on b2 (row 1, column 1): the opponent's, for SECOND.
    int b2Point = 9 + 1;
    assertThat(planes[b2Point]).as("mover's plane").isZero();
    assertThat(planes[81 + b2Point]).as("opponent's plane").isEqualTo(1f);
    assertThat(planes[4 * 81]).as("SECOND to move").isZero();
    assertThat(encoding.observation(start)[4 * 81]).as("FIRST to move").isEqualTo(1f);
  }
}
