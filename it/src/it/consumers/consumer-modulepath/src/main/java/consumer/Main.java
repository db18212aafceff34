package consumer;

import io.github.boardrules.bots.Bots;
import io.github.boardrules.colorfield.ColorField;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.learning.PuctResult;
import io.github.boardrules.learning.PuctSearch;
import io.github.boardrules.learning.onnx.OnnxEvaluator;
import io.github.boardrules.nim.GridNim;
import io.github.boardrules.nim.HeapNim;
import io.github.boardrules.pikkpakk.PikkPakk;
import io.github.boardrules.pikkpakk.pushfour.PushFour;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.tzaar.Tzaar;
import io.github.boardrules.zertz.Zertz;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A user's program: every game of the library through its public API. It is compiled with
 * {@code -Xlint:all -Werror}, so a class file of the library that javac cannot read cleanly
 * without the build's own tools (such as an annotation whose type is missing) fails the build.
 */
public final class Main {
  private Main() {}

  /**
   * Plays a few moves of every game, checking each against the rules and its texts.
   *
   * @param args ignored
   * @throws IOException if a scratch file cannot be written
   */
  public static void main(String[] args) throws IOException {
    GridNim nim = GridNim.standard();
    play("grid NIM", nim, nim.notation(), nim.positions());
    HeapNim heaps = HeapNim.triangle();
    play("heap Nim", heaps, heaps.notation(), heaps.positions());
    PikkPakk pikkPakk = PikkPakk.standard();
    play("Pikk-Pakk", pikkPakk, pikkPakk.notation(), pikkPakk.positions());
    PushFour pushFour = PushFour.standard();
    play("push-four", pushFour, pushFour.notation(), pushFour.positions());
    Zertz zertz = Zertz.standard();
    play("ZERTZ", zertz, zertz.notation(), zertz.positions());
    Pylos pylos = Pylos.standard();
    play("Pylos", pylos, pylos.notation(), pylos.positions());
    Tzaar tzaar = Tzaar.fixedSetup();
    play("TZAAR", tzaar, tzaar.notation(), tzaar.positions());
    ColorField colorField = ColorField.standard();
    play("colour-field game", colorField, colorField.notation(), colorField.positions());
    System.out.println("consumer: every game played");
    botAndSearch(GameCatalog.load().game("pushfour"));
    network(GameCatalog.load().game("nim"));
  }

  /**
   * The network evaluator's artifact on the module path: ONNX Runtime (an automatic module) loads
   * its native library and reads the file it is given, refusing one that is no model.
   */
  private static <S, M> void network(ConfiguredGame<S, M> game) throws IOException {
    Path notAModel = Files.createTempFile("consumer", ".onnx");
    try {
      Files.writeString(notAModel, "not a model");
      OnnxEvaluator.load(notAModel, game.encoding().orElseThrow()).close();
      throw new AssertionError("ONNX Runtime loaded a file that is no model: " + notAModel);
    } catch (IOException e) {
      if (!String.valueOf(e.getMessage()).startsWith(notAModel + ": not a model ONNX Runtime can load: ")) {
        throw new AssertionError("not ONNX Runtime's refusal: " + e.getMessage(), e);
      }
      System.out.println("consumer: ONNX Runtime ran and refused a file that is no model");
    } finally {
      Files.delete(notAModel);
    }
  }

  /** The bots artifact (a level's bot) and the learning artifact (the PUCT search) on one game. */
  private static <S, M> void botAndSearch(ConfiguredGame<S, M> game) {
    Bot<S, M> bot = Bots.of(game, 2);
    S state = game.rules().play(game.rules().initialState(), bot.chooseMove(game.rules().initialState()));
    ActionEncoding<S, M> encoding = game.encoding().orElseThrow();
    PuctResult<M> result = PuctSearch.builder(game.rules(), encoding).simulations(50).build()
        .search(state, new SplittableRandom(1));
    if (!game.rules().isLegal(state, result.move())) {
      throw new AssertionError("the search chose an illegal move: " + result.move());
    }
    System.out.println("consumer: " + game + " bot and search: " + game.notation().format(result.move()));
  }

  private static <S, M> void play(
      String name, Rules<S, M> rules, MoveNotation<M> notation, PositionFormat<S> positions) {
    S state = rules.initialState();
    for (int ply = 0; ply < 6; ply++) {
      Status status = rules.status(state);
      List<M> moves = rules.legalMoves(state);
      if (status.isOver() != moves.isEmpty()) {
        throw new AssertionError(name + ": status " + status + " with " + moves.size() + " moves");
      }
      if (status.isOver()) {
        break;
      }
      M move = moves.get(moves.size() / 2);
      Legality legality = rules.check(state, move);
      if (!legality.isLegal() || !legality.equals(Legality.legal())) {
        throw new AssertionError(name + ": a listed move is refused: " + legality);
      }
      if (!notation.parse(notation.format(move)).equals(move)) {
        throw new AssertionError(name + ": the notation does not read back " + move);
      }
      state = rules.play(state, move);
      if (!positions.decode(positions.encode(state)).equals(state)) {
        throw new AssertionError(name + ": the position text does not read back " + state);
      }
    }
    System.out.println(name + ": " + positions.encode(state) + " " + rules.status(state));
  }
}
