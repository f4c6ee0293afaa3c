//! Small controls shared by the screens.

use cyvasse::Color;
use leptos::prelude::*;

use crate::i18n::words;
use crate::i18n::{count, fill, t, Count, Msg};
use crate::qr;

/// A labelled checkbox bound to a setting.
#[component]
pub fn Toggle(
    /// The setting.
    value: RwSignal<bool>,
    /// What it does, in words (also its accessible name).
    label: &'static str,
) -> impl IntoView {
    view! {
        <label class="toggle">
            <input
                type="checkbox"
                prop:checked=move || value.get()
                on:change=move |e| value.set(event_target_checked(&e))
            />
            {label}
        </label>
    }
}

/// The longest name a game or a layout takes, counted as the field counts
/// (`maxlength`: UTF-16 code units, so that an emoji may count as two).
pub const NAME_MAX: usize = 60;

/// What a name's field says about its length while it is typed: how many
/// characters are left once few are, and that no more are taken once it is
/// full (a longer name pasted in is cut there); else nothing.
pub fn name_note(name: &str) -> Option<String> {
    let left = NAME_MAX.saturating_sub(name.encode_utf16().count());
    let n = |k: usize| u32::try_from(k).unwrap_or(u32::MAX);
    match left {
        0 => Some(count(Count::WidgetNameFull, n(NAME_MAX), &[])),
        1..=10 => Some(count(Count::WidgetNameLeft, n(left), &[])),
        _ => None,
    }
}

/// The line under a name's field that says [`name_note`] (a live region, so
/// that a screen reader hears it as it changes).
fn name_note_line(value: RwSignal<String>) -> impl IntoView {
    view! {
        <p class="hint name-note" role="status">
            {move || value.with(|v| name_note(v))}
        </p>
    }
}

/// A one-line text field for a name, labelled in words (`aria` names it for
/// assistive technology and automation when the visible label says more).
#[component]
pub fn NameField(
    /// The visible label.
    label: &'static str,
    /// The accessible name.
    aria: &'static str,
    /// The text.
    value: RwSignal<String>,
) -> impl IntoView {
    view! {
        <label class="field">
            {label}
            <input
                type="text"
                aria-label=aria
                maxlength=NAME_MAX
                prop:value=move || value.get()
                on:input=move |e| value.set(event_target_value(&e))
            />
        </label>
        {name_note_line(value)}
    }
}

/// Renaming in place: the new name, *Save name*, and *Cancel*. Escape
/// cancels the renaming alone (the event is marked handled, so that a dialog
/// around the form stays open).
#[component]
pub fn RenameForm(
    /// The new name, being typed.
    value: RwSignal<String>,
    on_save: Callback<()>,
    on_cancel: Callback<()>,
) -> impl IntoView {
    view! {
        <form
            class="rename"
            on:submit=move |e| {
                e.prevent_default();
                on_save.run(());
            }
            on:keydown=move |e| {
                if e.key() == "Escape" {
                    e.prevent_default();
                    e.stop_propagation();
                    on_cancel.run(());
                }
            }
        >
            <input
                type="text"
                aria-label=t(Msg::WidgetNewName)
                maxlength=NAME_MAX
                prop:value=move || value.get()
                on:input=move |e| value.set(event_target_value(&e))
            />
            <button type="submit" class="button primary">{t(Msg::WidgetSaveName)}</button>
            {button("button", t(Msg::WidgetCancel), move || on_cancel.run(()))}
            {name_note_line(value)}
        </form>
    }
}

/// "Deleted “…”." with *Undo*, while a deletion can be undone.
#[component]
pub fn UndoBanner(
    /// What was deleted, while it can come back: its id, name and saved text.
    deleted: RwSignal<Option<(String, String, String)>>,
    on_undo: Callback<()>,
) -> impl IntoView {
    move || {
        deleted
            .with(|d| d.as_ref().map(|(_, name, _)| name.clone()))
            .map(|name| {
                view! {
                    <div class="banner undo" role="status">
                        <p>{fill(Msg::WidgetDeleted, &[("name", &name)])}</p>
                        {button("button primary", t(Msg::WidgetUndo), move || on_undo.run(()))}
                    </div>
                }
                .into_any()
            })
    }
}

/// A line that reports how something went: a notice when `ok`, else an error.
#[inline(never)]
pub fn message_line(ok: bool, text: String) -> AnyView {
    view! { <p class=if ok { "notice" } else { "error" } role="alert">{text}</p> }.into_any()
}

/// A button of the style `class` that says `label` and runs `on_click`.
/// One copy of the markup serves every such button on the page.
pub fn button(
    class: &'static str,
    label: &'static str,
    on_click: impl Fn() + Send + 'static,
) -> AnyView {
    button_boxed(class, label, Box::new(on_click))
}

/// A button like [`button`], disabled while `enabled` says no.
pub fn button_if(
    class: &'static str,
    label: &'static str,
    enabled: impl Fn() -> bool + Send + Sync + 'static,
    on_click: impl Fn() + Send + 'static,
) -> AnyView {
    button_if_boxed(class, label, Box::new(enabled), Box::new(on_click))
}

#[inline(never)]
fn button_if_boxed(
    class: &'static str,
    label: &'static str,
    enabled: Box<dyn Fn() -> bool + Send + Sync>,
    on_click: Box<dyn Fn() + Send>,
) -> AnyView {
    view! {
        <button type="button" class=class disabled=move || !enabled() on:click=move |_| on_click()>
            {label}
        </button>
    }
    .into_any()
}

/// A button of a choice among a few, pressed while `pressed` says so.
/// Puts `text` in `said`, a live region's words, to be told by screen
/// readers: a text that repeats the last one is told again (a space more
/// or less makes it new).
pub fn tell(said: RwSignal<String>, text: String) {
    said.update(|s| {
        *s = if *s == text {
            format!("{text}\u{a0}")
        } else {
            text
        };
    })
}

/// A choice of side, White, Black or *Random* (`None`), with its group's
/// label.
pub fn side_choice(
    side: RwSignal<Option<Color>>,
    label: &'static str,
    random: &'static str,
) -> impl IntoView {
    let sides = [
        (Some(Color::White), words::color(Color::White)),
        (Some(Color::Black), words::color(Color::Black)),
        (None, random),
    ];
    view! {
        <div class="choice" role="group" aria-label=label>
            <span class="choice-label">{label}</span>
            {sides
                .into_iter()
                .map(|(value, name)| choice_button(
                    name.to_string(),
                    move || side.get() == value,
                    move || side.set(value),
                ))
                .collect_view()}
        </div>
    }
}

pub fn choice_button(
    label: String,
    pressed: impl Fn() -> bool + Send + Sync + 'static,
    on_click: impl Fn() + Send + 'static,
) -> AnyView {
    choice_button_boxed(label, Box::new(pressed), Box::new(on_click))
}

#[inline(never)]
fn choice_button_boxed(
    label: String,
    pressed: Box<dyn Fn() -> bool + Send + Sync>,
    on_click: Box<dyn Fn() + Send>,
) -> AnyView {
    view! {
        <button
            type="button"
            class="button"
            aria-pressed=move || pressed().to_string()
            on:click=move |_| on_click()
        >
            {label}
        </button>
    }
    .into_any()
}

#[inline(never)]
fn button_boxed(
    class: &'static str,
    label: &'static str,
    on_click: Box<dyn Fn() + Send>,
) -> AnyView {
    view! { <button type="button" class=class on:click=move |_| on_click()>{label}</button> }
        .into_any()
}

/// Gives the keyboard's focus to `root`'s first heading, or else its first
/// control, once the focus is lost: when the control that held it was taken
/// out of the page with the screen before, or disabled (the focus is then on
/// the page's body), or when it is still on `from`, the control whose press
/// changed what `root` shows. Parts of a screen are built in stages of their
/// own, so this is tried in each frame until something can take the focus,
/// for at most [`FOCUS_FRAMES`] frames; nothing is done once the player has
/// put the focus anywhere else. What lies under an inert element (a screen
/// built behind a hand-over card) is passed by.
pub fn focus_when_lost(root: web_sys::Element, from: Option<web_sys::Element>) {
    focus_in_frames(root, from, FOCUS_FRAMES);
}

/// How many frames [`focus_when_lost`] tries for: about a second.
const FOCUS_FRAMES: u32 = 60;

fn focus_in_frames(root: web_sys::Element, from: Option<web_sys::Element>, frames: u32) {
    use wasm_bindgen::JsCast;
    request_animation_frame(move || {
        let document = document();
        let lost = document.active_element().is_none_or(|a| {
            document
                .body()
                .is_some_and(|b| AsRef::<web_sys::Element>::as_ref(&b) == &a)
                || a.has_attribute("disabled")
                || !a.is_connected()
                || from.as_ref() == Some(&a)
        });
        if !lost || !root.is_connected() {
            return;
        }
        let reachable = |selector: &str| {
            let selector = selector
                .split(", ")
                .map(|s| format!("{s}:not([inert] *)"))
                .collect::<Vec<_>>()
                .join(", ");
            root.query_selector(&selector).ok().flatten()
        };
        let target = reachable("h1, h2").or_else(|| {
            reachable("button:not([disabled]), input, select, textarea, [tabindex='0']")
        });
        match target {
            Some(target) => {
                if !target.has_attribute("tabindex")
                    && matches!(target.tag_name().as_str(), "H1" | "H2")
                {
                    let _ = target.set_attribute("tabindex", "-1");
                }
                // A square of the board is an SVG element.
                let _ = match target.dyn_into::<web_sys::HtmlElement>() {
                    Ok(html) => html.focus(),
                    Err(other) => other.unchecked_into::<web_sys::SvgElement>().focus(),
                };
            }
            None if frames > 1 => focus_in_frames(root, from, frames - 1),
            None => {}
        }
    });
}

/// Keeps Tab and Shift+Tab among the controls inside `container`, for a
/// dialog that holds the focus until it is answered or closed: past the last
/// control the focus goes round to the first, and back from the first to the
/// last; from outside it comes in.
pub fn keep_focus_within(e: &leptos::ev::KeyboardEvent, container: &web_sys::Element) {
    use wasm_bindgen::JsCast;
    if e.key() != "Tab" {
        return;
    }
    let Ok(list) = container.query_selector_all(
        "button:not([disabled]), input, textarea, select, [tabindex]:not([tabindex='-1'])",
    ) else {
        return;
    };
    let controls: Vec<web_sys::HtmlElement> = (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into().ok())
        .collect();
    let (Some(first), Some(last)) = (controls.first(), controls.last()) else {
        return;
    };
    let active = document().active_element();
    let is = |el: &web_sys::HtmlElement| {
        active
            .as_ref()
            .is_some_and(|a| a == AsRef::<web_sys::Element>::as_ref(el))
    };
    let inside = active.as_ref().is_some_and(|a| container.contains(Some(a)));
    let to = match (e.shift_key(), inside) {
        (true, true) if is(first) => last,
        (false, true) if is(last) => first,
        (true, false) => last,
        (false, false) => first,
        _ => return,
    };
    e.prevent_default();
    let _ = to.focus();
}

/// A dialog that holds the focus while `open` says it is open: when it is
/// drawn the focus goes to its first control, Tab and Shift+Tab stay among
/// its controls (`keep_focus_within`), and when it closes the focus goes
/// back where it was. Give the dialog `node_ref=dialog` and
/// `on:keydown=move |e| hold_focus(&e, dialog)`.
fn focus_while_open(open: impl Fn() -> bool + 'static, dialog: NodeRef<leptos::html::Section>) {
    use wasm_bindgen::JsCast;
    // An element of the page or of a drawing (a square of the board).
    let before = StoredValue::new_local(None::<web_sys::Element>);
    Effect::new(move |_| match dialog.get().filter(|_| open()) {
        Some(el) => {
            if before.with_value(Option::is_none) {
                let active = document().active_element();
                before.set_value(active);
            }
            let first = el
                .query_selector("button:not([disabled]), input, textarea, select")
                .ok()
                .flatten()
                .and_then(|f| f.dyn_into::<web_sys::HtmlElement>().ok());
            if let Some(first) = first {
                let _ = first.focus();
            }
        }
        None => {
            if let Some(el) = before.try_update_value(Option::take).flatten() {
                match el.dyn_into::<web_sys::HtmlElement>() {
                    Ok(el) => {
                        let _ = el.focus();
                    }
                    Err(el) => {
                        if let Ok(el) = el.dyn_into::<web_sys::SvgElement>() {
                            let _ = el.focus();
                        }
                    }
                }
            }
        }
    });
}

/// Tab within a dialog that holds the focus (see [`focus_while_open`]).
fn hold_focus(e: &leptos::ev::KeyboardEvent, dialog: NodeRef<leptos::html::Section>) {
    if let Some(el) = dialog.get_untracked() {
        keep_focus_within(e, &el);
    }
}

/// A dialog over the page, built when `open` turns true: a modal section
/// labelled `label`, of class `dialog <class>`, that takes the focus while
/// it is open (its first control) and gives it back where it was, keeps Tab
/// within it, and closes (`on_close`) on Escape, and on a press outside it
/// where `outside_closes`. Its content is built anew each time it opens.
#[component]
pub fn Dialog(
    #[prop(into)] open: Signal<bool>,
    on_close: Callback<()>,
    class: &'static str,
    #[prop(into)] label: String,
    #[prop(optional)] outside_closes: bool,
    children: ChildrenFn,
) -> impl IntoView {
    close_on_escape(move || open.get_untracked(), move || on_close.run(()));
    let section = NodeRef::<leptos::html::Section>::new();
    focus_while_open(move || open.get(), section);
    // Built when it opens, not again when told to open while it is open.
    let is_open = Memo::new(move |_| open.get());
    move || {
        is_open.get().then(|| {
            view! {
                <div class="overlay" on:click=move |_| if outside_closes { on_close.run(()) }>
                    <section
                        class=format!("dialog {class}")
                        role="dialog"
                        aria-modal="true"
                        aria-label=label.clone()
                        node_ref=section
                        on:keydown=move |e| hold_focus(&e, section)
                        on:click=|e| e.stop_propagation()
                    >
                        {children()}
                    </section>
                </div>
            }
        })
    }
}

/// Closes a dialog on Escape while `is_open` says it is open, for as long as
/// the calling component lives. An Escape already handled inside the dialog
/// (a renaming that cancelled itself) is left alone.
fn close_on_escape(is_open: impl Fn() -> bool + 'static, close: impl Fn() + 'static) {
    let keys = window_event_listener(leptos::ev::keydown, move |e| {
        if e.key() == "Escape" && !e.default_prevented() && is_open() {
            close();
        }
    });
    on_cleanup(move || keys.remove());
}

/// Selects the text of the input or text area an event came from, ready to copy.
pub fn select_text(e: &leptos::ev::Event) {
    use wasm_bindgen::JsCast;
    let Some(target) = e.target() else { return };
    match target.dyn_into::<web_sys::HtmlInputElement>() {
        Ok(input) => input.select(),
        Err(other) => {
            if let Ok(area) = other.dyn_into::<web_sys::HtmlTextAreaElement>() {
                area.select();
            }
        }
    }
}

/// Puts `text` on the clipboard.
pub fn copy_text(text: &str) {
    let _ = window().navigator().clipboard().write_text(text);
}

/// A link to send to a friend at another device, or to share: in a field
/// (all of it selected when focused) labelled `label` (else "Link to
/// send"), with *Copy link* and, where the browser has a share sheet,
/// *Share…*.
#[component]
pub fn SendLink(
    #[prop(into)] link: String,
    #[prop(optional, into)] label: Option<String>,
) -> impl IntoView {
    let copied = RwSignal::new(false);
    let navigator = window().navigator();
    let can_share = js_sys::Reflect::has(&navigator, &"share".into()).unwrap_or(false);
    let copy = {
        let link = link.clone();
        move || {
            copy_text(&link);
            copied.set(true);
        }
    };
    let share = {
        let link = link.clone();
        move || {
            let data = web_sys::ShareData::new();
            data.set_url(&link);
            let _ = window().navigator().share_with_data(&data);
        }
    };
    // The QR code, drawn by its own part of the page when first asked for.
    let qr = RwSignal::new(None::<Result<Option<qr::Drawn>, ()>>);
    let qr_open = RwSignal::new(false);
    let toggle_qr = {
        let link = link.clone();
        move || {
            qr_open.update(|open| *open = !*open);
            if qr_open.get_untracked() && !matches!(qr.get_untracked(), Some(Ok(_))) {
                let link = link.clone();
                leptos::task::spawn_local(async move {
                    let drawn = qr::drawn(link).await.map_err(|_| ());
                    let _ = qr.try_set(Some(drawn));
                });
            }
        }
    };
    view! {
        <div class="send-link">
            <label class="field">
                {label.unwrap_or_else(|| t(Msg::SendLink).into())}
                <input type="text" readonly data-send-link prop:value=link on:focus=move |e| select_text(&e) />
            </label>
            <div class="actions">
                {button("button primary", t(Msg::SendCopy), copy)}
                {can_share.then(|| button("button", t(Msg::SendShare), share))}
                <button type="button" class="button" aria-expanded=move || qr_open.get().to_string() on:click=move |_| toggle_qr()>
                    {move || t(if qr_open.get() { Msg::SendQrHide } else { Msg::SendQrShow })}
                </button>
            </div>
            <p class="notice" role="status">{move || copied.get().then(|| t(Msg::SendCopied))}</p>
            {move || qr_open.get().then(|| match qr.get() {
                None => ().into_any(),
                Some(Ok(Some(code))) => qr_picture(code).into_any(),
                Some(Ok(None)) => view! { <p class="notice">{t(Msg::SendQrTooLong)}</p> }.into_any(),
                Some(Err(())) => view! { <p class="notice">{t(Msg::PartNotLoaded)}</p> }.into_any(),
            })}
        </div>
    }
}

/// A QR code as a picture: dark modules on light, with the quiet zone of
/// four modules that readers need, whatever the page's colours.
fn qr_picture(code: qr::Drawn) -> impl IntoView {
    let side = code.width + 8;
    view! {
        <svg
            class="qr"
            data-qr
            viewBox=format!("-4 -4 {side} {side}")
            role="img"
            aria-label=t(Msg::SendQrLabel)
            shape-rendering="crispEdges"
        >
            <rect x="-4" y="-4" width=side height=side fill="#fff" />
            <path d=code.path fill="#000" />
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_s_field_says_when_it_nears_and_reaches_its_end() {
        assert_eq!(name_note(""), None);
        assert_eq!(name_note(&"a".repeat(49)), None);
        assert_eq!(
            name_note(&"a".repeat(50)).as_deref(),
            Some("10 characters left")
        );
        assert_eq!(
            name_note(&"a".repeat(59)).as_deref(),
            Some("1 character left")
        );
        let full = Some("A name is at most 60 characters: no more are taken.");
        assert_eq!(name_note(&"a".repeat(60)).as_deref(), full);
        assert_eq!(name_note(&"a".repeat(75)).as_deref(), full);
        // Counted as the field counts: an emoji is two.
        assert_eq!(name_note(&"🐉".repeat(30)).as_deref(), full);
    }
}
