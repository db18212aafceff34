package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Replay;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.TextParseException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The five real boardspace.net games, and the reader's and writer's handling of bad records. */
class BoardspaceRecordsTest {
  private static final List<String> GAMES =
      List.of(
          "T!Z11-Raccoons-ddyer-2025-10-25-1801.sgf",
          "T!Z24-Kartoved24-preve-2025-10-27-2032.sgf",
          "T!Z24-Kartoved24-preve-2025-10-27-2126.sgf",
          "T!Z24-preve-Kartoved24-2025-10-27-2014.sgf",
          "T!Z24-preve-Kartoved24-2025-10-27-2046.sgf");

  static String resource(String name) {
    try (InputStream in = BoardspaceRecordsTest.class.getResourceAsStream("boardspace/" + name)) {
      if (in == null) {
        throw new AssertionError("missing test resource boardspace/" + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void everyRealGameReplaysMoveByMoveToItsRecordedWinner() {
    for (String name : GAMES) {
      String text = resource(name);
      BoardspaceGame game = BoardspaceRecords.read(text);
      // Every game's RE names a player ("Game won by <id>").
      String winnerId = text.substring(text.indexOf("RE[Game won by ") + 15, text.indexOf(']', text.indexOf("RE[")));
      Player recorded = game.recordedWinner().orElseThrow();
      assertThat(game.playerId(recorded)).as(name).isEqualTo(winnerId);
      // Replay again, move by move, through the core record API.
      Replay<ZertzState, ZertzMove> replay = game.record().replay(game.rules());
      assertThat(replay.isComplete()).as("%s: %s", name, replay).isTrue();
      ZertzState end = replay.finalState();
      assertThat(end).isEqualTo(game.finalState());
      Status status = game.rules().status(end);
      assertThat(status.winner()).as("%s ends won by %s", name, winnerId).contains(recorded);
      for (ZertzState before : replay.states().subList(0, replay.states().size() - 1)) {
        assertThat(game.rules().status(before).isOngoing()).as("%s: nobody won before the end", name).isTrue();
      }
    }
  }

  @Test
  void theRecordsHaveTheirBoardsAndPlayers() {
    BoardspaceGame z11 = BoardspaceRecords.read(resource(GAMES.get(0)));
    assertThat(z11.rules()).isEqualTo(Zertz.boardspace(ZertzBoard.RINGS_48));
    assertThat(z11.playerId(Player.FIRST)).isEqualTo("Raccoons");
    assertThat(z11.playerId(Player.SECOND)).isEqualTo("ddyer");
    // First turn: RtoB 2 2 C 3, R- H 1 -> black on c3, h1 removed.
    assertThat(z11.record().moves().get(0).toString()).isEqualTo("Bc3,h1");
    // Turn 6 is the single jump BtoB D 4 F 4.
    assertThat(z11.record().moves().get(5).toString()).isEqualTo("xd4-f4");
    BoardspaceGame z24 = BoardspaceRecords.read(resource(GAMES.get(3)));
    assertThat(z24.rules().board()).isEqualTo(ZertzBoard.RINGS_61);
    // The last turn: a chain of five jumps.
    List<ZertzMove> moves = z24.record().moves();
    assertThat(moves.get(moves.size() - 1).toString()).isEqualTo("xg3-g5-e7-c5-c3-e3");
  }

  @Test
  void writtenRecordsReadBackToTheSameGame() {
    for (String name : GAMES) {
      BoardspaceGame game = BoardspaceRecords.read(resource(name));
      String text = BoardspaceRecords.write(game.rules(), game.record().moves(),
          game.playerId(Player.FIRST), game.playerId(Player.SECOND));
      BoardspaceGame again = BoardspaceRecords.read(text);
      assertThat(again.record().moves()).isEqualTo(game.record().moves());
      assertThat(again.recordedWinner()).isEqualTo(game.recordedWinner());
      assertThat(again.finalState()).isEqualTo(game.finalState());
      // And through the library's own record format.
      GameRecord<ZertzState, ZertzMove> record = game.record();
      String own = record.write(game.rules().notation(), game.rules().positions());
      assertThat(GameRecord.read(own, game.rules().notation(), game.rules().positions())).isEqualTo(record);
    }
  }

  @Test
  void aPassIsWrittenAsALoneDoneAndReadBack() {
    Zertz rules = Zertz.standard();
    // Ends of random games rarely pass; write a short game by hand on 37 rings, basic set.
    List<ZertzMove> moves = List.of(rules.notation().parse("Bd4,a1"), rules.notation().parse("Wd1,a4"));
    String text = BoardspaceRecords.write(rules, moves, "alice", "bob");
    assertThat(text).contains("SU[Zertz]").contains("; P0[1 RtoB 2 2 D 4]").contains("; P0[2 R- A 1]")
        .contains("; P1[4 RtoB 2 0 D 1]");
    assertThat(BoardspaceRecords.read(text, MarbleSet.BASIC).record().moves()).isEqualTo(moves);
    // A lone Done is a pass; here FIRST can place, so the reader refuses it as move 3.
    String passing = text.replace(")\n", "; P0[7 Done ]\n)\n");
    IllegalMoveException e =
        catchThrowableOfType(IllegalMoveException.class, () -> BoardspaceRecords.read(passing, MarbleSet.BASIC));
    assertThat(e.moveNumber()).hasValue(3);
    assertThat(e.reason()).isEqualTo(ZertzReason.PASS_NOT_ALLOWED);
  }

  @Test
  void aLegalPassIsWrittenAsALoneDoneAndReadBack() {
    // Random games never pass; this 61-ring game with the basic set was found by a search that
    // kept FIRST from capturing: after move 30 the pool is empty, FIRST holds no marble and
    // cannot capture, so his only move is the pass.
    Zertz rules = Zertz.builder().board(ZertzBoard.RINGS_61).build();
    String line = "Gf3,e1 Wc7,f1 Gb1,d1 Bg5,i5 Gc3,g7 Wf7,e2 Ga2,h6 Gi3,i2 Bf5,h5 xg5-e5 Bh4,a3 "
        + "xi3-g5 Gh2,e9 Wa4,i1 Bc1,g6 xc1-a1 Gb6,i4 xc7-a5 Bg4,d2 xg5-g3-e3 Wc2,b6 xc3-c1 Wg1,d8 "
        + "Bd6,e8 Bc7,i3 Bb3,f2 xa2-c4 Ba2,g5 Bh3,f8 xh2-h4";
    List<ZertzMove> moves = new java.util.ArrayList<>();
    ZertzState state = rules.initialState();
    for (String text : line.split(" ")) {
      ZertzMove move = rules.notation().parse(text);
      moves.add(move);
      state = rules.play(state, move);
    }
    assertThat(state.poolSize()).isZero();
    assertThat(rules.legalMoves(state)).containsExactly(ZertzMove.pass(rules.board()));
    moves.add(ZertzMove.pass(rules.board()));
    String text = BoardspaceRecords.write(rules, moves, "alice", "bob");
    // The pass is FIRST's turn of a lone Done, right after SECOND's Done of move 30.
    assertThat(text).containsPattern("; P1\\[\\d+ Done \\]\\n; P0\\[\\d+ Done \\]\\n\\)");
    assertThat(BoardspaceRecords.read(text, MarbleSet.BASIC).record().moves()).isEqualTo(moves);
  }

  private static String header(String board) {
    return "(;\nGM[22]VV[2]\nSU[" + board + "]\nP0[id \"a\"]\nP1[id \"b\"]\n; P0[0 Start P0]\n";
  }

  @Test
  void malformedRecordsNameTheIndexAndReason() {
    String unknownCell = header("Zertz+11") + "; P0[1 RtoB 2 2 J 3]\n; P0[2 Done ]\n)";
    TextParseException e = catchThrowableOfType(TextParseException.class, () -> BoardspaceRecords.read(unknownCell));
    assertThat(e.reason()).contains("no cell J 3 on the 48-ring board");
    assertThat(e.errorIndex()).isEqualTo(unknownCell.indexOf("1 RtoB"));

    String unclosed = header("Zertz") + "; P0[1 RtoB 2 2 D 4\n)";
    e = catchThrowableOfType(TextParseException.class, () -> BoardspaceRecords.read(unclosed));
    assertThat(e.reason()).contains("no closing ']'");
    assertThat(e.errorIndex()).isEqualTo(unclosed.indexOf("[1 RtoB"));

    String pick = header("Zertz") + "; P0[1 Pick 2 2]\n)";
    e = catchThrowableOfType(TextParseException.class, () -> BoardspaceRecords.read(pick));
    assertThat(e.reason()).contains("unsupported boardspace action \"Pick\"");

    String noBoard = "(;\nGM[22]\n; P0[0 Start P0]\n)";
    e = catchThrowableOfType(TextParseException.class, () -> BoardspaceRecords.read(noBoard));
    assertThat(e.reason()).contains("no SU[...]");

    String wrongPlayer = header("Zertz") + "; P1[1 RtoB 2 2 D 4]\n)";
    e = catchThrowableOfType(TextParseException.class, () -> BoardspaceRecords.read(wrongPlayer));
    assertThat(e.reason()).contains("P0 is to move (move 1)");

    String unfinished = header("Zertz") + "; P0[1 RtoB 2 2 D 4]\n)";
    e = catchThrowableOfType(TextParseException.class, () -> BoardspaceRecords.read(unfinished));
    assertThat(e.reason()).contains("ends inside move 1");

    String wrongRack = header("Zertz") + "; P0[1 RtoB 0 2 D 4]\n; P0[2 R- A 1]\n; P0[3 Done ]\n)";
    e = catchThrowableOfType(TextParseException.class, () -> BoardspaceRecords.read(wrongRack));
    assertThat(e.reason()).contains("the pool still holds marbles");
  }

  @Test
  void anIllegalMoveInARecordNamesItsNumberAndReason() {
    // Move 2 removes d4's neighbour e4, which is not free on a full 37-ring board.
    String text = header("Zertz")
        + "; P0[1 RtoB 2 2 D 4]\n; P0[2 R- A 1]\n; P0[3 Done ]\n"
        + "; P1[4 RtoB 2 0 D 1]\n; P1[5 R- E 4]\n; P1[6 Done ]\n)";
    IllegalMoveException e = catchThrowableOfType(IllegalMoveException.class, () -> BoardspaceRecords.read(text));
    assertThat(e.moveNumber()).hasValue(2);
    assertThat(e.reason()).isEqualTo(ZertzReason.RING_NOT_FREE);
    assertThat(e.getMessage()).contains("Wd1,e4").contains("(move 2)").contains("e4 is not free");
  }

  @Test
  void aResignationEndsTheRecordForTheOpponent() {
    // The Raccoons game cut after move 2 (action 6, P1's Done): P0 resigns in mid-turn, after
    // placing a marble (action 7), which is dropped with the unfinished turn.
    String text = resource("T!Z11-Raccoons-ddyer-2025-10-25-1801.sgf");
    int cut = text.indexOf("; P0[7 ");
    String resigned = text.substring(0, cut).replace("RE[Game won by Raccoons]", "")
        + "; P0[7 RtoB 2 0 D 4]\n; P0[8 Resign]\n)";
    BoardspaceGame game = BoardspaceRecords.read(resigned);
    assertThat(game.record().moves()).hasSize(2);
    Player starter = Player.FIRST; // P0 starts this game ("0 Start P0")
    assertThat(text).contains("P0[0 Start P0]");
    assertThat(game.recordedWinner()).contains(starter.opponent());
    assertThat(game.result()).hasValueSatisfying(r -> assertThat(r).startsWith("Resigned by "));
    // Nothing may follow the resignation.
    String after = resigned.substring(0, resigned.length() - 1) + "; P1[9 Done ]\n)";
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> BoardspaceRecords.read(after))
        .isInstanceOf(TextParseException.class)
        .hasMessageContaining("after the resignation");
  }

  @Test
  void aSwapOnARulesBoardIsRefusedAsThePieRuleOfTheArrangedBoard() {
    // boardspace offers Swap only after its player-arranged Zertz+xx set-up: here, after P1's
    // first turn on the Zertz+11 board, it cannot occur.
    String text = resource("T!Z11-Raccoons-ddyer-2025-10-25-1801.sgf");
    int cut = text.indexOf("; P0[7 ");
    String swapped = text.substring(0, cut) + "; P0[7 Swap]\n)";
    TextParseException e =
        catchThrowableOfType(TextParseException.class, () -> BoardspaceRecords.read(swapped));
    assertThat(e.getMessage()).contains("Swap is the pie rule").contains("Zertz+11 board");
    assertThat(e.errorIndex()).isEqualTo(cut + "; P0[".length());
  }

  @Test
  void aPlayerIdWithALineBreakBecomesOneLine() {
    String text = resource("T!Z11-Raccoons-ddyer-2025-10-25-1801.sgf").replace("P0[id \"Raccoons\"]", "P0[id \"Rac\ncoons\"]");
    assertThat(text).contains("Rac\ncoons");
    BoardspaceGame game = BoardspaceRecords.read(text);
    assertThat(game.record().tags().get("First")).isEqualTo("Rac coons");
    assertThat(game.record().tags().get("Game")).isEqualTo("zertz(board=48,marbleSet=tournament)");
  }

  @Test
  void mutatedRealRecordsAreReadOrRefusedAsPromised() {
    List<String> texts = GAMES.stream().map(BoardspaceRecordsTest::resource).toList();
    io.github.boardrules.testkit.ReaderFuzz.Result result =
        io.github.boardrules.testkit.ReaderFuzz.run(texts, BoardspaceRecords::read, 3_000, 15);
    assertThat(result.accepted()).isPositive();
    assertThat(result.unreadable()).isPositive();
  }

  @Test
  void readsEveryRealGameWithAByteOrderMarkAndAnyLineEnds() {
    // One policy for every reader (issue 25): a UTF-8 BOM is skipped; CRLF, CR and LF are alike.
    for (String name : GAMES) {
      String lf = resource(name).replace("\r\n", "\n").replace('\r', '\n');
      BoardspaceGame expected = BoardspaceRecords.read(lf);
      for (String text : List.of(lf.replace("\n", "\r\n"), lf.replace("\n", "\r"), "\uFEFF" + lf,
          "\uFEFF" + lf.replace("\n", "\r\n"), "\uFEFF" + lf.replace("\n", "\r"))) {
        BoardspaceGame game = BoardspaceRecords.read(text);
        assertThat(game.record().moves()).as(name).isEqualTo(expected.record().moves());
        assertThat(game.finalState()).as(name).isEqualTo(expected.finalState());
        assertThat(game.recordedWinner()).as(name).isEqualTo(expected.recordedWinner());
      }
    }
  }
}
