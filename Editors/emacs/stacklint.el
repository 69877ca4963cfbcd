;;; stacklint.el --- .stack layouts with eglot and stack-lsp  -*- lexical-binding: t; -*-

;;; Commentary:
;; A small major mode for .stack files and the eglot entry for stack-lsp.

;;; Code:
(require 'eglot)

(defvar stack-mode-font-lock-keywords
  `((,(rx symbol-start "layout" symbol-end) . font-lock-keyword-face)
    (,(rx line-start (* space) (group (or "stack" "view" "label" "button" "image" "field" "switch" "scroll")) symbol-end)
     1 font-lock-type-face)
    ;; A property, also one that varies with size classes: `axis[hC]: horizontal'.
    (,(rx (group (+ (any alnum "_"))) (* space) (? "[" (* (not (any "]\n"))) "]") (* space) ":")
     1 font-lock-variable-name-face)
    (,(rx symbol-start (or "wC" "wR" "hC" "hR") symbol-end) . font-lock-preprocessor-face)
    (,(rx symbol-start (or "width" "height" "leading" "trailing" "left" "right" "centerX"
                           "top" "bottom" "centerY" "firstBaseline" "lastBaseline")
          symbol-end)
     . font-lock-builtin-face)
    (,(rx symbol-start (or "parent" "canvas" "margins" "safeArea" "content" "frame" "auto" "none") symbol-end)
     . font-lock-constant-face)
    (,(rx (or "==" ">=" "<=")) . font-lock-keyword-face)))

(define-derived-mode stack-mode prog-mode "Stack"
  "Major mode for .stack layouts."
  (setq-local comment-start "// ")
  (setq-local comment-end "")
  (setq-local indent-tabs-mode nil)
  (setq-local tab-width 2)
  (setq-local font-lock-defaults '(stack-mode-font-lock-keywords)))

(add-to-list 'auto-mode-alist '("\\.stack\\'" . stack-mode))
(add-to-list 'eglot-server-programs '(stack-mode . ("stack-lsp")))
(add-hook 'stack-mode-hook #'eglot-ensure)

;; Interface Builder files are XML, which stack-lsp lints where they are (read-only): a mode
;; of their own, so that no other XML buffer starts the server.
(define-derived-mode stack-interface-builder-mode nxml-mode "IB"
  "nxml-mode for Interface Builder files (.xib, .storyboard), linted by stack-lsp.")
(add-to-list 'auto-mode-alist '("\\.\\(?:xib\\|storyboard\\)\\'" . stack-interface-builder-mode))
(add-to-list 'eglot-server-programs '(stack-interface-builder-mode . ("stack-lsp")))
(add-hook 'stack-interface-builder-mode-hook #'eglot-ensure)

(provide 'stacklint)
;;; stacklint.el ends here
