package io.github.boardrules.cli;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.learning.PuctResult;
import io.github.boardrules.learning.PuctSearch;
import io.github.boardrules.learning.onnx.OnnxEvaluator;
import java.io.IOException;
import java.nio.file.Path;
import java.util.SplittableRandom;

// The code of docs/learning.md; CliLearningLoopTest runs it with the model the loop trained.
// snippet:learning-onnx
final class NetworkMove {
  static <S, M> M choose(ConfiguredGame<S, M> game, Path model, S state) throws IOException {
    ActionEncoding<S, M> encoding = game.encoding().orElseThrow();
    try (OnnxEvaluator<S> network = OnnxEvaluator.load(model, encoding)) {
      PuctSearch<S, M> search = PuctSearch.builder(game.rules(), encoding).evaluator(network)
          .simulations(50).leafBatch(8).firstPlayUrgency(PuctSearch.SUGGESTED_FPU_REDUCTION).build();
      PuctResult<M> result = search.search(state, new SplittableRandom(1));
      return result.move();
    }
  }
}
// end-snippet
